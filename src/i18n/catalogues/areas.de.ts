import type { Catalogue } from '../catalogue-types.ts';
import type { areas as source } from './areas.en.ts';

export const areas: Catalogue<typeof source> = {
  'areas.intro.apiDocs': 'Die Dokumentation der APIs der Plattform.',
  'areas.purpose.apiInternal': 'Die eigenen APIs der Plattform: Energy Platform, CHARGE und PARTNERPORTAL.',
  'areas.purpose.apiExternal': 'Die APIs für die Systeme der Partner: APP und der ERP-Adapter.',
  'areas.intro.assets': 'Die Hardware im Feld: Gateways und Ladestationen.',
  'areas.purpose.assetsEvses': 'Alle Ladestationen, gefiltert nach Verbindung, Firmware und Problemen.',
  'areas.purpose.assetsSearchGateways':
    'Ein Gateway über seine ID, seinen Standort oder seine Installation finden.',
  'areas.purpose.assetsOcppCandidates':
    'Ladestationen, die sich verbunden haben, aber noch zu keiner Installation gehören: zuordnen oder verwerfen.',
  'areas.intro.install': 'Installateurbetriebe, ihre Installationen und das virtuelle Kraftwerk.',
  'areas.title.installCompanies': 'Installateurbetriebe',
  'areas.purpose.installCompanies':
    'Wählen Sie einen Installateurbetrieb, um seine Installationen zu sehen: welche in der Inbetriebnahme hängen und warum.',
  'areas.purpose.installVpp': 'Standorte, die am virtuellen Kraftwerk teilnehmen.',
  'areas.intro.operations':
    'Der Betrieb der Plattform: Modelle, Preise, Registrierungen, Personen und Protokolle.',
  'areas.purpose.operationsChargepointModels':
    'Die Ladepunkt-Modelle und die Firmware, die jedes unterstützt.',
  'areas.purpose.operationsPendingSignUps': 'Registrierungen, die auf Freigabe warten.',
  'areas.purpose.operationsUserRoles': 'Mitarbeitende, ihre Rollen und was jede Rolle darf.',
  'areas.purpose.operationsActivity':
    'Wer was wann geändert hat: das Änderungsprotokoll jeder Schreibaktion.',
  'areas.purpose.operationsPricing':
    'Day-Ahead-Börsenpreise nach Gebotszone und die zeitvariablen Netzentgelte.',
  'areas.purpose.operationsTrends':
    'Wie sich Zustand und Probleme der Standorte im Lauf der Zeit entwickeln.',
  'areas.purpose.operationsDataExchange': 'Nachrichten mit Netzbetreibern und dem ERP und ihre Quittungen.',
  'areas.purpose.operationsOrderFunnelLeads': 'Leads aus dem Bestellprozess, zur Nachverfolgung.',
  'areas.purpose.operationsThreadLogs':
    'Die Läufe der Hintergrund-Jobs (Prognose, Optimierung …) und ihre Protokolle.',
  'areas.intro.sales': 'Kunden, ihre Ladestationen und die Angebote an sie.',
  'areas.purpose.salesYourEvses':
    'Die Ladestationen der Kunden, deren Kundenbetreuer Sie sind, nach Kunde und Modell.',
  'areas.purpose.salesSmartChargingDemo':
    'Die Ladung eines Autos live mit einem Kunden planen: wann es lädt, warum und was es spart.',
  'areas.purpose.salesTariffOrderFunnel':
    'Wo Tarifbestellungen im Bestellprozess stehen, Schritt für Schritt.',
  'areas.purpose.salesMicroFrontends':
    'Die Widgets, die Partner einbinden: wer sie einbinden darf, das Snippet, eine Vorschau.',
  'areas.nothingOpen': 'In „{name}“ ist für Sie nichts freigegeben',
  'areas.nothingOpenText':
    'Ihre Berechtigungen öffnen keine der Seiten von „{name}“. Ein Admin kann Ihnen eine Rolle geben, die das tut.',
  'areas.screensOf': 'Seiten von „{name}“',
  'areas.sectionComing': '{title} — folgt',
  'areas.coming': 'Folgt',
};
