/** The queue integration dialog's values and checks (spec 3 §3, §5), kept apart from the React form for tests. */
import {
  INTEGRATION_DEFAULTS,
  isHttpUrl,
  NAMED_BY_NAME,
  QueueIntegrationCreate,
  type IntegrationType,
  type QueueIntegrationAnswer,
} from '@domain/queue-integrations/schema';

export type { IntegrationType };
export type QueueIntegration = QueueIntegrationAnswer;

export interface IntegrationFormValues {
  type: IntegrationType;
  name: string;
  projectName: string;
  jsonContent: string;
  language: string;
  urlN8N: string;
  typebotSlug: string;
  typebotExpires: string;
  typebotDelayMessage: string;
  typebotKeywordFinish: string;
  typebotKeywordRestart: string;
  typebotUnknownMessage: string;
  typebotRestartMessage: string;
}

/** Message keys of the dialog's texts (`modal.<key>`). */
export type IntegrationFormError = 'required' | 'tooShort' | 'tooLong' | 'invalidUrl' | 'invalidJson' | 'wholeNumber';
export type IntegrationFormErrors = Partial<Record<keyof IntegrationFormValues, IntegrationFormError>>;

/** What goes to POST/PUT /queueIntegration (and testSession, with the saved one's id). */
export type IntegrationPayload = Omit<QueueIntegrationCreate, 'typebotExpires' | 'typebotDelayMessage'> & {
  typebotExpires: number;
  typebotDelayMessage: number;
};

const text = (value: string | null | undefined) => value ?? '';

export function initialIntegrationValues(record?: QueueIntegration): IntegrationFormValues {
  return {
    type: record?.type ?? 'typebot',
    name: text(record?.name),
    projectName: text(record?.projectName),
    jsonContent: text(record?.jsonContent),
    language: record?.language ?? INTEGRATION_DEFAULTS.language,
    urlN8N: text(record?.urlN8N),
    typebotSlug: text(record?.typebotSlug),
    typebotExpires: String(record?.typebotExpires ?? INTEGRATION_DEFAULTS.typebotExpires),
    typebotDelayMessage: String(record?.typebotDelayMessage ?? INTEGRATION_DEFAULTS.typebotDelayMessage),
    typebotKeywordFinish: text(record?.typebotKeywordFinish),
    typebotKeywordRestart: text(record?.typebotKeywordRestart),
    typebotUnknownMessage: text(record?.typebotUnknownMessage),
    typebotRestartMessage: text(record?.typebotRestartMessage),
  };
}

/** The fields the dialog shows for a type, after name and type. */
export function fieldsOf(type: IntegrationType): (keyof IntegrationFormValues)[] {
  if (type === 'dialogflow') return ['projectName', 'language', 'jsonContent'];
  if (type === 'typebot') {
    return [
      'urlN8N',
      'typebotSlug',
      'typebotExpires',
      'typebotDelayMessage',
      'typebotKeywordFinish',
      'typebotKeywordRestart',
      'typebotUnknownMessage',
      'typebotRestartMessage',
    ];
  }
  return ['urlN8N'];
}

const REQUIRED: Record<IntegrationType, (keyof IntegrationFormValues)[]> = {
  dialogflow: ['projectName', 'jsonContent'],
  n8n: ['urlN8N'],
  webhook: ['urlN8N'],
  typebot: ['urlN8N', 'typebotSlug'],
};

const NAME_ERRORS: Record<string, IntegrationFormError> = {
  Required: 'required',
  'Too Short!': 'tooShort',
  'Too Long!': 'tooLong',
};

/** Spec 3 §5: the name 2 to 50 characters ('Too Short!', 'Too Long!', 'Required'), by the API's own rule. */
export function nameError(name: string): IntegrationFormError | undefined {
  const checked = QueueIntegrationCreate.shape.name.safeParse(name);
  return checked.success ? undefined : (NAME_ERRORS[checked.error.issues[0]?.message ?? ''] ?? 'required');
}

export type CheckedIntegration =
  { ok: true; payload: IntegrationPayload } | { ok: false; errors: IntegrationFormErrors };

/** The values checked for the type; for n8n, webhook and typebot the project name is the name (spec 3 §5). */
export function checkIntegration(values: IntegrationFormValues): CheckedIntegration {
  const errors: IntegrationFormErrors = {};
  const name = nameError(values.name);
  if (name) errors.name = name;
  for (const field of REQUIRED[values.type]) if (!values[field].trim()) errors[field] = 'required';
  if (values.type !== 'dialogflow' && !errors.urlN8N && !isHttpUrl(values.urlN8N)) errors.urlN8N = 'invalidUrl';
  if (values.type === 'dialogflow' && !errors.jsonContent && !isJsonObject(values.jsonContent)) {
    errors.jsonContent = 'invalidJson';
  }
  if (values.type === 'typebot') {
    for (const field of ['typebotExpires', 'typebotDelayMessage'] as const) {
      if (!/^\d+$/.test(values[field].trim())) errors[field] = 'wholeNumber';
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, payload: payloadOf(values) };
}

function payloadOf(values: IntegrationFormValues): IntegrationPayload {
  const { type } = values;
  const name = values.name.trim();
  const typebot = type === 'typebot';
  return {
    type,
    name,
    projectName: NAMED_BY_NAME.includes(type) ? name : values.projectName.trim(),
    jsonContent: type === 'dialogflow' ? values.jsonContent.trim() : '',
    language: values.language as IntegrationPayload['language'],
    urlN8N: type === 'dialogflow' ? '' : values.urlN8N.trim(),
    typebotSlug: typebot ? values.typebotSlug.trim() : '',
    typebotExpires: typebot ? Number(values.typebotExpires) : INTEGRATION_DEFAULTS.typebotExpires,
    typebotDelayMessage: typebot ? Number(values.typebotDelayMessage) : INTEGRATION_DEFAULTS.typebotDelayMessage,
    typebotKeywordFinish: typebot ? values.typebotKeywordFinish.trim() : '',
    typebotKeywordRestart: typebot ? values.typebotKeywordRestart.trim() : '',
    typebotUnknownMessage: typebot ? values.typebotUnknownMessage.trim() : '',
    typebotRestartMessage: typebot ? values.typebotRestartMessage.trim() : '',
  };
}

function isJsonObject(value: string): boolean {
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}
