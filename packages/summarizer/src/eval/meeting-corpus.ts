/** Which meeting corpus a meetings item comes from, by the form of its id (AMI, ICSI, else a parliament's). */
export function meetingCorpus(id: string): 'ami' | 'icsi' | 'parliament' {
  if (/^(?:ES|IS|TS|EN)\d/.test(id)) return 'ami';
  return /^B\w\w\d/.test(id) ? 'icsi' : 'parliament';
}
