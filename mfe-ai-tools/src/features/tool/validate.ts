import { type AiGenerateBody, type AiGenerationTool } from '@teachmarket/shared-kit';
import { AI_LIMITS } from '@teachmarket/contracts/rules/ai';

export interface FormValues {
  source: 'material' | 'text';
  materialId: string;
  materialIds: number[];
  text: string;
  topic: string;
  questions: string;
}

type ValidationKey = `validation.${'material' | 'text' | 'textTooLong' | 'topic' | 'topicTooLong' | 'worksheetSource' | 'tooManyMaterials' | 'questions'}`;
export type FieldErrors = Partial<Record<'materialId' | 'materialIds' | 'text' | 'topic' | 'questions', ValidationKey>>;

export const initialValues: FormValues = { source: 'material', materialId: '', materialIds: [], text: '', topic: '', questions: '5' };

/** Mirrors the API's limits (AI_LIMITS), so a person learns what to fix before a round trip. Values are i18n keys. */
export function validate(tool: AiGenerationTool, v: FormValues): { errors: FieldErrors; body: AiGenerateBody | null } {
  const errors: FieldErrors = {};
  const questions = Number(v.questions);
  const needsQuestions = tool !== 'description';
  if (needsQuestions && (!Number.isInteger(questions) || questions < AI_LIMITS.questionsMin || questions > AI_LIMITS.questionsMax)) {
    errors.questions = 'validation.questions';
  }
  const text = v.text.trim();
  if (text.length > AI_LIMITS.text) errors.text = 'validation.textTooLong';
  const materialId = Number(v.materialId) || undefined;
  let input: AiGenerateBody['input'] = {};
  if (tool === 'description') {
    if (!materialId) errors.materialId = 'validation.material';
    input = { materialId };
  } else if (tool === 'quiz') {
    if (v.source === 'material' && !materialId) errors.materialId = 'validation.material';
    if (v.source === 'text' && !text) errors.text = 'validation.text';
    input = v.source === 'material' ? { materialId, questions } : { text, questions };
  } else {
    const topic = v.topic.trim();
    if (!topic) errors.topic = 'validation.topic';
    else if (topic.length > AI_LIMITS.topic) errors.topic = 'validation.topicTooLong';
    if (v.materialIds.length === 0 && !text) errors.materialIds = 'validation.worksheetSource';
    if (v.materialIds.length > AI_LIMITS.materialIds) errors.materialIds = 'validation.tooManyMaterials';
    input = { topic, questions, ...(v.materialIds.length ? { materialIds: v.materialIds } : {}), ...(text ? { text } : {}) };
  }
  return Object.keys(errors).length ? { errors, body: null } : { errors, body: { toolId: tool, input } };
}
