/** The keys of the gateway a charger is added on (the path of the verify and create calls). */
export interface GatewayKeys {
  installationUuid: string;
  hemGatewayId: string;
}
