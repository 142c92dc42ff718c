import { cardScript, classBonus, may, onEnter, triggered } from '../../define.js';

export default cardScript('rousing-slime', {
  abilities: [triggered(onEnter(), [may({
    op: 'restSelfToDo',
    then: [{ op: 'chooseObjects', filter: { type: 'ALLY', subtype: 'SLIME' }, count: 1, other: true, effects: [{ op: 'wakeUp', subject: { ref: 'chosen' } }] }],
  })], { condition: classBonus() })],
});
