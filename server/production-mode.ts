/**
 * The server runs the production build, so React and React Router must run
 * their production code: they choose it by NODE_ENV when first imported, and
 * without it they render with development checks (the server-rendered search
 * page answered about 60 requests a second under load instead of about 95). This
 * module is the server entry's first import, so it runs before anything loads
 * React. An operator's NODE_ENV is kept (the test runner sets "test").
 */
process.env.NODE_ENV ??= "production";
