// Whether a Docker engine is reachable (testcontainers' own probe): null when
// it is, else the first line of why not, for the one-line "skipped" notice.
export async function dockerReason(): Promise<string | null> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return null;
  } catch (error) {
    return String((error as Error).message ?? error).split('\n')[0];
  }
}
