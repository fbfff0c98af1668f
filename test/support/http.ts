/** Reading an HTTP answer in tests: status, headers, the text and, when it is JSON, the parsed body. */
export interface ReadResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON; undefined when it is not JSON. */
  json: any;
}

export async function readResponse(response: Response): Promise<ReadResponse> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}
