/**
 * The origin the snapshot is built for: the document names the origin it was served from as its
 * server, and the Workers test asks for the document from the snapshot's server. The client
 * itself has no default origin: it always takes a baseUrl.
 */
export const SNAPSHOT_ORIGIN = "https://unitwise.example";
