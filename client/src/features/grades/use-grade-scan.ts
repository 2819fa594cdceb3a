import { parseGradeSlip, type GradeSlipMeta } from '@sasm/grade-slip';
import type { ScannedGradeRow } from '@sasm/grade-slip/layout';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import type { Feedback } from '@/components/feedback-alert';
import { createOcrEngine, OcrCancelled, type OcrJob } from '@/features/grades/ocr';
import { slipFileProblem } from '@/features/grades/slip-file';

/** A§4 Grades OCR: idle, scanning with progress, text extracted, parsed. */
export type ScanStatus = 'idle' | 'scanning' | 'text' | 'parsed';

export interface Parsed {
  /** With the cells the scan was unsure of, when it was read from the picture's words. */
  rows: ScannedGradeRow[];
  meta: GradeSlipMeta;
  /** Bumped on every parse, so the table starts afresh with the new rows. */
  key: number;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The slip picked, its preview, the OCR run and the parse (A§2.3 Grades Upload). */
export function useGradeScan() {
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<ScanStatus>('idle');
  const [progress, setProgress] = useState(0);
  const [text, setText] = useState('');
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The outcome of Export CSV or Save; any new step clears it. */
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const job = useRef<OcrJob | null>(null);
  const [engine] = useState(createOcrEngine);

  useEffect(
    () => () => {
      job.current?.cancel();
      engine.end();
    },
    [engine],
  );
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const reset = useCallback(() => {
    setFeedback(null);
    job.current?.cancel();
    job.current = null;
    setStatus('idle');
    setProgress(0);
    setText('');
    setParsed(null);
  }, []);

  const pick = useCallback(
    (picked: File) => {
      setFeedback(null);
      const problem = slipFileProblem(picked);
      setError(problem);
      if (problem) return;
      reset();
      setFile(picked);
      engine.warm(picked);
    },
    [reset, engine],
  );

  const remove = useCallback(() => {
    reset();
    setError(null);
    setFile(null);
  }, [reset]);

  const scan = useCallback(async () => {
    if (!file) return;
    job.current?.cancel();
    setError(null);
    setFeedback(null);
    setParsed(null);
    setText('');
    setProgress(0);
    setStatus('scanning');
    const current = engine.recognise(file, (percent) => {
      setProgress(Math.round(percent));
    });
    job.current = current;
    try {
      const reading = await current.result;
      if (job.current !== current) return;
      setText(reading.text);
      // One step: the table straight from the picture's words; the text stays for corrections.
      if (reading.slip) {
        const { slip } = reading;
        setParsed((before) => ({ ...slip, key: (before?.key ?? 0) + 1 }));
        setStatus('parsed');
      } else {
        setStatus('text');
        setError(`Parse failed: ${reading.failure}`);
      }
    } catch (failure) {
      if (job.current !== current) return;
      setStatus('idle');
      if (!(failure instanceof OcrCancelled)) setError(`OCR failed: ${reason(failure)}`);
    } finally {
      if (job.current === current) job.current = null;
    }
  }, [file, engine]);

  const cancel = useCallback(() => {
    job.current?.cancel();
    job.current = null;
    setStatus('idle');
    setProgress(0);
  }, []);

  const parse = useCallback(() => {
    try {
      const result = parseGradeSlip(text);
      setParsed((before) => ({ ...result, key: (before?.key ?? 0) + 1 }));
      setStatus('parsed');
      setError(null);
      setFeedback(null);
    } catch (failure) {
      setError(`Parse failed: ${reason(failure)}`);
    }
  }, [text]);

  return {
    file,
    preview,
    status,
    progress,
    text,
    setText,
    parsed,
    error,
    feedback,
    setFeedback,
    pick,
    remove,
    scan,
    cancel,
    parse,
  };
}

export type GradeScan = ReturnType<typeof useGradeScan>;
