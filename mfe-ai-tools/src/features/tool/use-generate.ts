import { type AiDocument, type AiGenerateBody } from '@teachmarket/shared-kit';
import { generateAiDocument } from '@teachmarket/shared-kit/page-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { aiErrorKey, type AiErrorKey } from '../../ui/errors';

export type GenerateState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; doc: AiDocument }
  | { status: 'error'; messageKey: AiErrorKey };

/** One generation at a time, cancellable (the request is aborted; a cancel is not an error). */
export function useGenerate() {
  const [state, setState] = useState<GenerateState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const generate = useCallback(async (body: AiGenerateBody) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ status: 'busy' });
    try {
      const { item } = await generateAiDocument(body, current.signal);
      if (!current.signal.aborted) setState({ status: 'done', doc: item });
    } catch (error) {
      const key = aiErrorKey(error);
      setState(key && !current.signal.aborted ? { status: 'error', messageKey: key } : { status: 'idle' });
    }
  }, []);

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState({ status: 'idle' });
  }, []);

  const replace = useCallback((doc: AiDocument) => setState({ status: 'done', doc }), []);
  return { state, generate, cancel, replace };
}
