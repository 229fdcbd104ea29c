import { z } from 'zod';

// Imported first by main.tsx, before any schema is built: zod would otherwise probe `new Function('')`
// to see whether it may compile parsers, which the Content-Security-Policy refuses and reports on
// every load. The interpreted parsers are plenty fast for the answers a page reads.
z.config({ jitless: true });
