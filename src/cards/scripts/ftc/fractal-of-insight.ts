import { cardScript, ifThen, may, onEnter, self, triggered } from '../../define.js';

export default cardScript('fractal-of-insight', {
  keywords: ['reservable'],
  // Resting it is the "if you do": only possible while it is awake.
  abilities: [triggered(onEnter(), [ifThen({ kind: 'selfAwake' }, [may({ op: 'rest', subject: self() }, { op: 'glimpse', count: 2 })])])],
});
