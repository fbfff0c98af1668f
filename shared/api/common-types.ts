/** What answers of every kind share: the error body, and a plain "done". */

/** Error body of every non-2xx API answer. `message` is shown to the user as-is. */
export interface ApiErrorBody {
  message: string;
  /** First-field-first validation messages, when the input failed a schema. */
  issues?: { path: string; message: string }[];
}

export interface OkResponse {
  ok: true;
}
