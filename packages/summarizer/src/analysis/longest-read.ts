/**
 * The longest a sponsor read may run, rules' and model's alike: a read longer than this has run
 * into the show. The rules stop extending a read here (extend-read.ts), and the model's reads are
 * held to the same limit (find-model-reads.ts) so that widening a rule's read with the model's
 * (add-model-reads.ts) never makes it longer than a read the rules would report.
 */
export const longestReadSeconds = 200;
