import { cardScript, ifThen, putCounters } from '../../define.js';

const chosen = { ref: 'chosen' } as const;

export default cardScript('lesser-boon-of-parvati', {
  onResolve: [{
    op: 'chooseObjects', filter: { type: 'DOMAIN', subtype: 'SIEGEABLE' }, count: 1, anyController: true,
    effects: [ifThen({ kind: 'subjectYours', subject: chosen }, [putCounters(chosen, 'durability', 6)], [putCounters(chosen, 'durability', 3)])],
  }],
});
