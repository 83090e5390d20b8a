// What every sample set's load takes (src/sample/sets.ts calls them); its own
// module so the set generators and the registry that lists them do not import each other.
export interface SampleLoadOptions {
  progress?: boolean;
}
