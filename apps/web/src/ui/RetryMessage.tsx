/**
 * A failure before any page could show (the school's details or the page's words did not
 * download): the message, announced, and a button that tries again. Plain markup, so that it
 * needs nothing that may have failed; the words are the caller's.
 */
export function RetryMessage({
  message,
  retry,
  onRetry,
}: {
  message: string;
  retry: string;
  onRetry: () => void;
}) {
  return (
    <main className="boot-screen">
      <p role="alert">{message}</p>
      <button type="button" className="boot-retry" onClick={onRetry}>
        {retry}
      </button>
    </main>
  );
}
