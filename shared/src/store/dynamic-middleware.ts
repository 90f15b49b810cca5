import { createDynamicMiddleware } from '@reduxjs/toolkit';

/**
 * Middleware that arrives with the code that needs it (the api's, when the api is first imported),
 * so a page that never queries the backend through the api does not load it.
 */
export const dynamicMiddleware = createDynamicMiddleware();
