import { cardScript, ifThen, onEnter, self, triggered } from '../../define.js';

export default cardScript('waterlogged-ranger', {
  keywordValues: { ranged: 2 },
  // Deluge 3.
  abilities: [triggered(onEnter(), [ifThen({ kind: 'graveyardCount', min: 3, element: 'WATER' }, [{ op: 'becomeDistant', subject: self() }])])],
});
