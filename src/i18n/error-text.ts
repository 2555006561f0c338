import { activeLanguage, tOr } from './i18n.ts';

/** What of a failed call's answer the words are made from (an ApiError, or a refusal the portal predicts). */
export interface ErrorAnswer {
  readonly message: string;
  readonly errorId?: string | undefined;
  /** With PERMISSION_DENIED: the permission the person's roles lack, named in the message. */
  readonly missingPermission?: string | undefined;
}

/** The shape of the ids the spec allows (`ApiError.errorId`): anything else is no catalogue key. */
const ERROR_ID = /^[A-Za-z0-9_]{1,100}$/;

/**
 * What a failed call says, in the person's language: the message of its error id from the `errors` catalogue (every
 * id the UI API declares has one, in German and English), else the server's message as it came (an id the catalogue
 * does not know, or none). The server writes English, so in English its own message stays (it may name more, such as
 * every blocker of a site) and the English catalogue is never loaded: it is the source the German one is checked
 * against, and where each id's meaning is written down.
 */
export function errorText(error: ErrorAnswer): string {
  const id = error.errorId?.trim() ?? '';
  const server = error.message;
  if (!ERROR_ID.test(id)) return server;
  if (activeLanguage() !== 'de') return server;
  return tOr(`errors.${id}`, server, { permission: error.missingPermission?.trim() || 'none' });
}
