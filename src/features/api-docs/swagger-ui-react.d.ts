// swagger-ui-react ships no types; these are the props the renderer passes (see its README for the full set).
declare module 'swagger-ui-react' {
  import type { ComponentType } from 'react';

  export interface SwaggerUIProps {
    spec?: object | string;
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    supportedSubmitMethods?: readonly string[];
    tryItOutEnabled?: boolean;
    deepLinking?: boolean;
    displayOperationId?: boolean;
    plugins?: readonly unknown[];
  }

  const SwaggerUI: ComponentType<SwaggerUIProps>;
  export default SwaggerUI;
}
