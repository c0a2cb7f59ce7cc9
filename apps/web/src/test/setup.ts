// Shared test setup for the web workspace; extended by the app shell as needed.
export {};
