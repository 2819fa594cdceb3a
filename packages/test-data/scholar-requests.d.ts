export type ScholarType = 'student_assistant' | 'student_marshal';

/** The scholar types of a request (the programmes); a request without one takes either. */
export declare const SCHOLAR_TYPES: readonly ScholarType[];

/** A request as CreateScholarRequestInput and POST /api/scholar-requests take it. */
export interface ScholarRequestInput {
  total?: number | string;
  male?: number | string;
  female?: number | string;
  scholarType?: ScholarType | string;
  notes?: string;
}

/**
 * A valid request: 3 scholars (2 male, 1 female), Student Assistants, with a note.
 * @param overrides - fields to replace; null or undefined leaves that field out
 * @example scholarRequestInput({ scholarType: null }) // either type will do
 */
export declare function scholarRequestInput(overrides?: {
  [K in keyof ScholarRequestInput]?: ScholarRequestInput[K] | null;
}): ScholarRequestInput;
