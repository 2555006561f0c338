import type { MessageType, PartnerKind } from '../../../domain/exchange/exchange-catalogue.ts';
import { MESSAGE_TYPE_LABELS, PARTNER_KIND_LABELS } from '../../../domain/exchange/exchange-catalogue.ts';
import type { MessageState } from '../../../domain/exchange/message-state.ts';
import { MESSAGE_STATE_LABELS } from '../../../domain/exchange/message-state.ts';
import { tOr } from '../../../i18n/i18n.ts';

/** The data exchange's vocabulary in the language shown (the domain's English where the catalogue has none). */
export const messageTypeText = (type: MessageType): string =>
  tOr(`exchange.type.${type}`, MESSAGE_TYPE_LABELS[type]);

export const partnerKindText = (kind: PartnerKind): string =>
  tOr(`exchange.partner.${kind}`, PARTNER_KIND_LABELS[kind]);

export const messageStateText = (state: MessageState): string =>
  tOr(`exchange.state.${state}`, MESSAGE_STATE_LABELS[state]);
