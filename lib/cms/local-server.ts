/** The port of Decap's local server (decap-server) that `npm run cms` starts and the editor looks for (Decap's default). */
export const CMS_LOCAL_SERVER_PORT = 8081;
