// apollo-upload-client ships JSDoc-typed .mjs files without declarations.
declare module 'apollo-upload-client/UploadHttpLink.mjs' {
  import { ApolloLink } from '@apollo/client/link';
  import type { BaseHttpLink } from '@apollo/client/link/http';

  type UploadHttpLinkOptions = Pick<
    BaseHttpLink.Options,
    | 'uri'
    | 'useGETForQueries'
    | 'print'
    | 'fetch'
    | 'fetchOptions'
    | 'credentials'
    | 'headers'
    | 'includeExtensions'
    | 'includeUnusedVariables'
  >;

  export default class UploadHttpLink extends ApolloLink {
    constructor(options?: UploadHttpLinkOptions);
  }
}
