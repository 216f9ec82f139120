// For the unit tests that run the client's modules in Node: the English
// catalogue loaded, as the page loads it before it shows anything, so
// that the texts the modules build are the room's English.

import { readFileSync } from 'node:fs';
import { use } from '../../web/i18n.js';

use('en', readFileSync(new URL('../../web/en.ftl', import.meta.url), 'utf8'));
