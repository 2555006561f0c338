// THE provider states of the portal's pacts. Consumer tests may only name a state listed here (typed), and the
// verifier maps each one to the mock's answer (scripts/mock/proxy.ts, the module every mock user goes through):
// `rule` = the mock answers as it answers the portal (from the dataset for data-backed operations, else the example
// the operation's `x-mock-select` rule picks), a dataset state (`{dataset: <name>}`, scripts/mock/data/dataset.ts
// DATASET_STATES), or a fixed scenario (`example=<name>` / `code=<status>`). Backend teams implement the same names behind their
// state-change URL; `setup` says what their service must hold for the interaction to pass.

/**
 * A fixed mock answer: a named example or a status code. The mock's example selection
 * (scripts/mock/select-example.ts) takes this shape as its `Scenario`; it is declared here because scripts read the
 * contracts, never the other way round (ESLint forbids contracts → scripts).
 */
export type MockScenario = { readonly example: string } | { readonly code: number };
/** A named state of the mock's dataset (scripts/mock/data/dataset.ts); the verifier rejects a name it lacks. */
export type MockDatasetState = { readonly dataset: string };

export interface ProviderStateDef {
  /** How the mock answers while this state is active. */
  readonly mock: 'rule' | MockScenario | MockDatasetState;
  /** What a real backend must set up (docs/provider-states.md lists these). */
  readonly setup: string;
}

export const PROVIDER_STATES = {
  // --- any call -------------------------------------------------------------------------------------------------
  'the service fails': {
    mock: { code: 500 },
    setup: 'Make the call fail: answer 500 with an ApiError body {message, status: 500}.',
  },
  'the request fails validation': {
    mock: { code: 400 },
    setup: 'Reject the (schema-valid) request as invalid: answer 400 with an ApiError body.',
  },
  'the request breaks the spec': {
    mock: 'rule',
    setup:
      'Nothing to set up: a field of the request is outside its schema (the pact names it). Answer 400 with ' +
      'errorId VALIDATION_FAILED and fieldErrors naming that field as the spec writes it — never an error of the ' +
      'operation itself (e.g. a device check).',
  },
  'the client has sent too many requests': {
    mock: { code: 429 },
    setup:
      'The client is over its rate limit: answer 429 with an ApiError body and a Retry-After header (seconds).',
  },
  'the access token has expired': {
    mock: 'rule',
    setup:
      'The bearer token of the request is expired (the pact sends a fixed expired token that the verifier never ' +
      'replaces): answer 401 with an ApiError body.',
  },
  'the access token is forged': {
    mock: 'rule',
    setup:
      'The bearer token of the request carries a signature the service never made (the pact sends a fixed forged ' +
      'token that the verifier never replaces): answer 401 with an ApiError body whose errorId is TOKEN_INVALID.',
  },
  // --- authentication -------------------------------------------------------------------------------------------
  'a staff account exists': {
    mock: 'rule',
    setup:
      'A verified staff account exists for the email and password of the request (params: email, password); ' +
      'password-reset and account-recovery requests for that email/identifier are accepted.',
  },
  'the credentials are wrong': {
    mock: { code: 401 },
    setup: 'No staff account matches the email and password of the request (params: email).',
  },
  'the refresh token is valid': {
    mock: 'rule',
    setup:
      'The refresh token of the request is valid. Return {"refreshToken": "<a valid refresh token>"} from the ' +
      'state-change call: the verifier puts it into the request body (provider-state injected value).',
  },
  'the staff member has been deactivated': {
    mock: { dataset: 'caller-deactivated' },
    setup:
      'The person of the refresh token (and of the verifier token) has been deactivated since signing in: the ' +
      'refresh answers 401 with errorId ACCOUNT_DEACTIVATED, and so does any secured call.',
  },
  'the sign-up awaits approval': {
    mock: { code: 403 },
    setup:
      'The email of the sign-in request (params: email) belongs to a sign-up that is not approved yet: answer 403 ' +
      'with an ApiError body whose errorId says why (SIGN_UP_PENDING).',
  },
  'the refresh token is an access token': {
    mock: 'rule',
    setup:
      "The refresh field of the request holds a valid access token of the verifier token's person (the verifier " +
      'puts --token there): an access token never refreshes, answer 401 with errorId TOKEN_INVALID.',
  },
  'the refresh token is garbage': {
    mock: 'rule',
    setup:
      'The refresh field of the request is no token at all (the fixed text "garbage"): answer 401 with errorId ' +
      'TOKEN_INVALID.',
  },
  'the refresh token has been revoked': {
    mock: { code: 401 },
    setup: 'The refresh token of the request is revoked or unknown: answer 401.',
  },
  'no account exists for the email': {
    mock: 'rule',
    setup: 'No account exists for the email of the sign-up request (params: email).',
  },
  'an account exists for the email': {
    mock: { code: 409 },
    setup: 'An account already exists for the email of the sign-up request (params: email): answer 409.',
  },
  'an email verification is pending': {
    mock: 'rule',
    setup:
      'An email verification with the code or link token of the request is pending (params: code or token).',
  },
  'a password reset was requested': {
    mock: 'rule',
    setup: 'A password reset with the token of the request is pending (params: token).',
  },
  // --- signed-in data -------------------------------------------------------------------------------------------
  'the staff member lacks the permission': {
    mock: { dataset: 'caller-without-roles' },
    setup:
      'The person of the verifier token holds no role that grants the permission the call names in the spec ' +
      '(security: bearerAuth: [...]): answer 403 with errorId PERMISSION_DENIED and missingPermission (params: none).',
  },
  'a staff member is signed in': {
    mock: 'rule',
    setup: 'The verifier token belongs to a staff member with permissions and navigation items.',
  },
  'the staff member has chosen display preferences': {
    mock: { example: 'default' },
    setup:
      'The staff member of the verifier token has stored language de and format de-DE (PUT /ui/v1/me/preferences).',
  },
  'HEMS providers exist': {
    mock: 'rule',
    setup: 'At least one HEMS provider exists.',
  },
  'no HEMS providers exist': {
    mock: { dataset: 'no-hems-providers' },
    setup: 'No HEMS provider exists.',
  },
  'the HEMS provider has prepared installations': {
    mock: 'rule',
    setup: 'The HEMS provider (params: hemsId) has at least one prepared installation.',
  },
  'the HEMS provider does not exist': {
    mock: { code: 404 },
    setup: 'No HEMS provider has the key of the request (params: hemsId): answer 404.',
  },
  'the prepared installation exists': {
    mock: 'rule',
    setup:
      'A prepared installation with the id exists (params: id). May return {"id": "<uuid>"} from the state-change ' +
      'call to have the verifier use that id in the path.',
  },
  'the prepared installation does not exist': {
    mock: { code: 404 },
    setup: 'No prepared installation has the id of the request (params: id): answer 404.',
  },
  'the HEMS provider has sites': {
    mock: 'rule',
    setup:
      'The HEMS provider (params: hemsId) has more than one page of sites (pages of 50); filters of the request ' +
      'may narrow them down but the answered page is well-formed.',
  },
  'the HEMS provider has fewer pages than requested': {
    mock: 'rule',
    setup: 'The HEMS provider (params: hemsId) has fewer pages than the page of the request: an empty page.',
  },
  'fleets exist': {
    mock: 'rule',
    setup: 'At least one fleet exists.',
  },
  'no fleets exist': {
    mock: { dataset: 'no-fleets' },
    setup: 'No fleet exists.',
  },
  'the site exists': {
    mock: 'rule',
    setup:
      'A site with the key exists (params: siteKey, a subscription uuid or a site uuid). May return ' +
      '{"siteKey": "<uuid>"} from the state-change call to have the verifier use that key in the path.',
  },
  // --- EV chargers ----------------------------------------------------------------------------------------------
  'chargers exist': {
    mock: 'rule',
    setup: 'More than one page (50) of EV chargers exists; filters of the request may narrow them down.',
  },
  'no chargers exist': {
    mock: { dataset: 'no-evses' },
    setup: 'No EV charger exists.',
  },
  'the caller has customers with chargers': {
    mock: { dataset: 'caller-owns-customers' },
    setup:
      'The staff member of the token is the account owner of sites with EV chargers (listYourEvses); ' +
      'other sites with chargers have another account owner or none.',
  },
  'the caller has no customers': {
    mock: 'rule',
    setup: 'The staff member of the token is the account owner of no site; other sites have chargers.',
  },
  'the charger exists': {
    mock: 'rule',
    setup:
      'An EV charger with the uuid exists (params: evseUuid), with at least one history event and one charging ' +
      'profile. May return {"evseUuid": "<uuid>"} from the state-change call to have the verifier use that uuid.',
  },
  'the charger does not exist': {
    mock: { code: 404 },
    setup: 'No EV charger has the uuid of the request (params: evseUuid): answer 404.',
  },
  // --- charger changes: each answered by the mock's data layer from the generated world -------------------------
  'the gateway sees a supported charge point': {
    mock: 'rule',
    setup:
      "The installation's gateway (params: installationUuid, hemGatewayId) is online, answers a verification " +
      'within 30 s and saw the charge point of the request (body uniqueIdentifier) within the last 10 minutes; its ' +
      'vendor, model and firmware are in the charge-point models list, its maximum current range includes 6–32 A, ' +
      'and it is no charger yet.',
  },
  'the gateway has not seen the charge point': {
    mock: 'rule',
    setup:
      'The gateway (params: installationUuid, hemGatewayId) is online and answers in time, but neither it nor the ' +
      'backend ever saw the identity of the request: answer 422 errorId EVSE_NOT_FOUND_ON_GATEWAY.',
  },
  'the charge point runs unsupported firmware': {
    mock: 'rule',
    setup:
      'The gateway (params: installationUuid, hemGatewayId) saw the charge point of the request connected, a model ' +
      'of the models list on a firmware the list does not name: answer 422 errorId EVSE_FIRMWARE_NOT_SUPPORTED ' +
      'with its facts (verificationResult with vendor, model, firmwareVersion).',
  },
  'the charge point is already a charger': {
    mock: 'rule',
    setup:
      'The identity of the request is a registered charger (of any installation): answer 409 errorId ' +
      'EVSE_ALREADY_ASSIGNED.',
  },
  'the gateway is offline': {
    mock: 'rule',
    setup:
      'The gateway (params: installationUuid, hemGatewayId) is offline: answer 503 errorId GATEWAY_OFFLINE.',
  },
  'the gateway answers too slowly': {
    mock: 'rule',
    setup:
      'The gateway (params: installationUuid, hemGatewayId) is online but does not answer within 30 s: answer 504 ' +
      'errorId VERIFICATION_TIMEOUT.',
  },
  'the installation has no such gateway': {
    mock: 'rule',
    setup:
      'No installation has a gateway with the ids of the request (params: installationUuid, hemGatewayId): answer 404.',
  },
  'the maximum current is outside the model range': {
    mock: 'rule',
    setup:
      "The request's maxCurrent is within the API's 6–80 A but above what the charger's model takes: answer 422 " +
      'errorId VALIDATION_FAILED with fieldErrors [{field: "maxCurrent", message}].',
  },
  'no charger has the uuid': {
    mock: 'rule',
    setup: 'No EV charger has the uuid of the request (params: evseUuid): answer 404.',
  },
  'the charger is online': {
    mock: 'rule',
    setup:
      'The EV charger (params: evseUuid) is connected with one connector (connectorId 1) and accepts a Soft reset. ' +
      'May return {"evseUuid": "<uuid>"} from the state-change call.',
  },
  'the charger has no such connector': {
    mock: 'rule',
    setup:
      'The EV charger (params: evseUuid) is connected and has no connector with the connectorId of the request: ' +
      'answer 422 errorId VALIDATION_FAILED with fieldErrors [{field: "connectorId", message}].',
  },
  'the charger already carried out the command with this Idempotency-Key': {
    // The mock's first answer to a key is the answer its repeats get: the interaction's one request shows it.
    mock: 'rule',
    setup:
      'The EV charger (params: evseUuid) is online and a Soft reset with the Idempotency-Key of the params (key) ' +
      'was answered already: answer that first answer again (200), and send the charger nothing more.',
  },
  'the Idempotency-Key was used for another command': {
    mock: { dataset: 'command-key-used-elsewhere' },
    setup:
      'The Idempotency-Key of the params (key) was used for another request (another command or charger): ' +
      'answer 422 errorId IDEMPOTENCY_KEY_REUSED and carry out nothing.',
  },
  'the charger is offline': {
    mock: 'rule',
    setup: 'The EV charger (params: evseUuid) is not connected: answer 503 errorId EVSE_OFFLINE.',
  },
  'the charger does not answer the command in time': {
    mock: { code: 504 },
    setup: 'The charger (params: evseUuid) does not reply to the OCPP request within 30 s: answer 504.',
  },
  'charge-point models exist': {
    mock: 'rule',
    setup: 'At least one supported charge-point model is listed.',
  },
  'the fleet has chargers': {
    mock: 'rule',
    setup:
      'The fleet (params: fleetUuid) exists and its sites have at least one EV charger with an EVSE problem. May ' +
      'return {"fleetUuid": "<uuid>"} from the state-change call.',
  },
  'the fleet has sites with problems': {
    mock: 'rule',
    setup:
      'The fleet (params: fleetUuid) exists, its sites have site problems and measured energy on the days ' +
      'requested. May return {"fleetUuid": "<uuid>"} from the state-change call.',
  },
  'the fleet does not exist': {
    mock: { code: 404 },
    setup: 'No fleet has the uuid of the request (params: fleetUuid): answer 404.',
  },
  // --- operations insight ---------------------------------------------------------------------------------------
  'trend snapshots are kept': {
    mock: 'rule',
    setup:
      'Daily snapshots are kept for at least the 31 days before today; today is counted from the sites and the ' +
      'site- and installation-problem rows, and at least one problem row exists.',
  },
  'day-ahead prices are published': {
    mock: 'rule',
    setup: "Today's day-ahead prices of DE-LU are published (one per 15-minute slot of the local day).",
  },
  'the bidding zone is not served': {
    mock: { code: 404 },
    setup: 'The API serves no prices for the zone of the request (params: zone): answer 404.',
  },
  'grid-fee windows are published': {
    mock: 'rule',
    setup: 'At least one DSO has published §14a module-3 tariff windows.',
  },
  // --- gateways -------------------------------------------------------------------------------------------------
  'things to jump to exist': {
    mock: 'rule',
    setup:
      'The search (jump to) finds, scoped to the signed-in person: gateway S10-701900165 (HEMS logical id ' +
      'E3DC-4386773) of site CUST-978576, whose first fleet is 49c07e35-…; 22 chargers whose OCPP identity holds ' +
      '"KEBA"; nothing for "no-such-thing-0000".',
  },
  // --- access ---------------------------------------------------------------------------------------------------
  // --- the tariff order funnel and its leads --------------------------------------------------------------------
  'tariff orders and their leads exist': {
    mock: 'rule',
    setup:
      'Tariff orders exist with their funnel steps: L-00001 (53709, Flex Dynamisch, web, stopped at the tariff step) ' +
      'is new and consented to be contacted (Gül Wagner); L-00002 did not consent; no lead has the id L-99999. ' +
      'Sami Sales (915632a9-fd3e-40c8-b74a-681032c178e7) is a staff user leads can be assigned to.',
  },
  // --- the virtual power plant ----------------------------------------------------------------------------------
  'sites take part in the virtual power plant': {
    mock: 'rule',
    setup:
      'Sites exist with their VPP enrolment: d4875659-5127-41c9-ba9b-0efa5bb57a47 (CUST-019228, TenneT) is eligible ' +
      'and not enrolled; c1a7add2-532a-4f9e-afaf-176974191c84 (CUST-000847, TransnetBW, battery) is enrolled; ' +
      'abe6fa0e-bb04-484f-b49c-c46a4f499ca5 (CUST-008308) is blocked (not ready for trading, trading disabled).',
  },
  'no site has the subscription': {
    mock: 'rule',
    setup: 'No site the caller sees has the subscription of the request (params: subscription): answer 404.',
  },
  // --- the embeddable widgets -----------------------------------------------------------------------------------
  'the widget catalogue is offered': {
    mock: 'rule',
    setup:
      'The widgets price-chart (Day-ahead price chart 2.3.1), smart-charging-demo and tariff-calculator are offered; ' +
      'origins sent to updateWidgetOrigins are checked as https://host[:port] (a leading *. allowed): a bad one ' +
      'answers 422 VALIDATION_FAILED with fieldErrors [{field: "origins[<index>]", message}].',
  },
  'no widget has the key': {
    mock: 'rule',
    setup: 'No widget has the key of the request (params: widgetKey): answer 404.',
  },
  'the activity log holds changes': {
    mock: { dataset: 'activity-recorded' },
    setup:
      'At least one audited change is recorded: a staff member (actor = their email) changed a charger (updateEvse).',
  },
  'staff users exist': {
    mock: 'rule',
    setup:
      'The staff users include the sign-in personas (admin@, sales@ … of operator-portal.example); the caller (the ' +
      'verifier token) is the only active Admin; sales@ holds only Sales and no installer company.',
  },
  'installer companies own installations': {
    mock: 'rule',
    setup:
      'Installer company 37531401-d074-4fc0-9b9d-903c46f7ebe0 (Sonnenschein Elektro GmbH) owns installations, ' +
      'prepared and activated, some stuck in commissioning; the caller is provider staff (sees every company).',
  },
  'an installer company has a duplicate installation': {
    mock: 'rule',
    setup:
      'Installer company 37531401-d074-4fc0-9b9d-903c46f7ebe0 has installers Ines Installer ' +
      '(4c2b34c5-10fe-4db9-8a83-91438c092c71) and Ivo Installer Admin (a3f8a106-631c-4bd6-84c5-e2043ae803eb); its ' +
      'prepared installation a670ebde-1178-4161-bb0f-b5283c25ffd5 (installed by Ines) is a duplicate (same customer ' +
      'and address) of its site installation 3d3ce621-7925-4ce3-80f0-ec2058159288, and ' +
      '0149ab18-b94e-4de8-a6cc-ceeb590a82c5 is a duplicate of neither; d34387c5-1ef2-47af-84e7-09d37270ba65 is an ' +
      'installer of another company. The caller is provider staff.',
  },
  'no installation of the company has the uuid': {
    mock: 'rule',
    setup:
      'The company of the request has no installation with the uuid (params: installationUuid): answer 404.',
  },
  'no installer company has the uuid': {
    mock: 'rule',
    setup: 'No installer company has the uuid of the request (params: companyUuid): answer 404.',
  },
  'no staff user has the id': {
    mock: 'rule',
    setup: 'No staff user has the id of the request (params: userId): answer 404.',
  },
  'sign-ups are waiting for approval': {
    mock: 'rule',
    setup:
      'Pending sign-ups exist, among them david.schneider@signup.example (verified) and ida.hoffmann@signup.example ' +
      '(not verified); elodie.koch@signup.example was rejected; installer companies exist.',
  },
  'the caller is an Operations lead': {
    mock: { dataset: 'caller-is-operations-lead' },
    setup:
      'The person of the verifier token holds only the Operations lead role; sign-ups wait for approval (as in ' +
      '"sign-ups are waiting for approval"). Approving one as a role whose permissions they do not all hold (Admin, ' +
      'Sales, Installer admin) answers 403 ROLE_NOT_GRANTABLE with missingPermission, the first such permission.',
  },
  'the caller is an installer admin': {
    mock: { dataset: 'caller-is-installer-admin' },
    setup:
      'The person of the verifier token holds only the Installer admin role, in installer company ' +
      '37531401-d074-4fc0-9b9d-903c46f7ebe0 (Sonnenschein Elektro GmbH). Of the pending sign-ups, ' +
      'emma.braun@signup.example (769d7730-0740-417a-ab4a-d75916bdceb7, verified) asks for that company and is the ' +
      'only one they see; yasemin.fischer@signup.example (79bd7889-024a-49b9-bdb0-73ab2d36b8ea) asks for Voltwerk ' +
      'Installationen: 404 for them. Approving as another role than Installer or Installer admin: 403 ' +
      'ROLE_NOT_GRANTABLE.',
  },
  'the caller is an installer admin and another installer company exists': {
    mock: { dataset: 'caller-is-installer-admin' },
    setup:
      'As "the caller is an installer admin"; installer company 1ba4ed26-53da-492f-b2ef-0bd8e547d54a (Voltwerk ' +
      "Installationen) exists: approving their own company's sign-up into it answers 403 COMPANY_NOT_GRANTABLE " +
      '(params: companyUuid).',
  },
  'the sign-up has been decided': {
    mock: 'rule',
    setup:
      'elodie.koch@signup.example was rejected (params: signUpId): approving or rejecting it again answers 409 ' +
      'SIGN_UP_DECIDED.',
  },
  'no sign-up has the id': {
    mock: 'rule',
    setup: 'No sign-up has the id of the request (params: signUpId): answer 404.',
  },
  'data exchange messages exist': {
    mock: 'rule',
    setup:
      'Messages with grid operators and the ERP in every state; msg-000282 was rejected by its grid operator (with its ' +
      'error and acknowledgement), msg-000449 was acknowledged (resending it answers 409 MESSAGE_NOT_RESENDABLE).',
  },
  'no data exchange message has the id': {
    mock: 'rule',
    setup: 'No message has the id of the request (params: messageId): answer 404.',
  },
  'job runs exist': {
    mock: 'rule',
    setup:
      'Runs of every job in every state; run-optimisation-20261031T2259 finished with failed sites, among them ' +
      'CUST-807024 (subscription 7246c8fc-…), whose log line says why.',
  },
  'no job run has the id': {
    mock: 'rule',
    setup: 'No job run has the id of the request (params: runId): answer 404.',
  },
  'nothing is recorded in the activity log': {
    mock: 'rule',
    setup: 'No audited call has succeeded yet: the activity log is empty.',
  },
  'gateways exist': {
    mock: 'rule',
    setup: 'More than one page (50) of gateways exists; `text` of the request may narrow them down.',
  },
  'no gateways exist': {
    mock: { dataset: 'no-gateways' },
    setup: 'No gateway exists.',
  },
  'the gateway exists': {
    mock: 'rule',
    setup:
      'A gateway with the keys exists (params: hemsLogicalId, hemGatewayId) with at least one device and one ' +
      'charger. May return {"hemsLogicalId": "…", "hemGatewayId": "…"} from the state-change call.',
  },
  'the gateway does not exist': {
    mock: { code: 404 },
    setup: 'No gateway has the keys of the request (params: hemsLogicalId, hemGatewayId): answer 404.',
  },
  'the installation exists': {
    mock: 'rule',
    setup:
      'An installation with the uuid exists (params: installationUuid) with at least one gateway, one device and ' +
      'one charger. May return {"installationUuid": "<uuid>"} from the state-change call.',
  },
  'the prepared installation has gateways': {
    mock: 'rule',
    setup:
      'A prepared installation of a HEMS provider (params: installationUuid) has at least one gateway with one ' +
      'device; its gateways answer the provider key as preparedHemsId. May return {"installationUuid": "<uuid>"} ' +
      'from the state-change call.',
  },
  'the installation does not exist': {
    mock: { code: 404 },
    setup: 'No installation has the uuid of the request (params: installationUuid): answer 404.',
  },
  'charge-point candidates exist': {
    mock: 'rule',
    setup:
      'At least two OCPP charge-point candidates exist, one with the identity of the request when it names one ' +
      '(params: uniqueIdentifier). May return {"uniqueIdentifier": "…"} from the state-change call.',
  },
  'no charge-point candidates exist': {
    mock: { dataset: 'no-chargepoint-candidates' },
    setup: 'No OCPP charge-point candidate exists.',
  },
  'the candidate does not exist': {
    mock: { code: 404 },
    setup:
      'No charge-point candidate has the identity of the request (params: uniqueIdentifier): answer 404.',
  },
  'the site does not exist': {
    mock: { code: 404 },
    setup: 'No site has the key of the request (params: siteKey): answer 404.',
  },
  'site problems exist': {
    mock: 'rule',
    setup: 'At least one site has a site problem.',
  },
  'installation problems exist': {
    mock: 'rule',
    setup: 'At least one site has an installation problem.',
  },
  'API documentation exists': {
    mock: 'rule',
    setup: 'At least one API has documentation.',
  },
  'the API has an OpenAPI document': {
    mock: 'rule',
    setup: 'The API key of the request has an OpenAPI 3.x document (params: apiKey).',
  },
  'the API has no OpenAPI document': {
    mock: 'rule',
    setup: 'The API key of the request has no document (params: apiKey): answer 404.',
  },
  // --- site energy ----------------------------------------------------------------------------------------------
  'the site has energy data': {
    mock: 'rule',
    setup:
      'The site with the subscription uuid of the request (params: subUuid) has energy assets and measured energy ' +
      'data in the requested range. May return {"subUuid": "<uuid>"} from the state-change call.',
  },
  'the subscription does not exist': {
    mock: { code: 404 },
    setup: 'No site has the subscription uuid of the request (params: subUuid): answer 404.',
  },
} as const satisfies Record<string, ProviderStateDef>;

export type ProviderStateName = keyof typeof PROVIDER_STATES;

/** The mapping for a state name read from a pact file; undefined when the state is not one of ours. */
export function providerState(name: string): ProviderStateDef | undefined {
  return Object.prototype.hasOwnProperty.call(PROVIDER_STATES, name)
    ? (PROVIDER_STATES as Record<string, ProviderStateDef>)[name]
    : undefined;
}
