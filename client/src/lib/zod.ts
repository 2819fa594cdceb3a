import englishMessages from 'zod/v4/locales/en.js';
import { z } from 'zod/mini';

// Every schema imports Zod from here, so pages without a form load none of it.
// The CSP forbids eval: Zod must not even probe for its compiled parsers (the
// probe alone is reported as a CSP violation). Zod Mini, unlike Zod, does not
// install the English messages for checks without a message of their own.
z.config({ ...englishMessages(), jitless: true });

export { z };
