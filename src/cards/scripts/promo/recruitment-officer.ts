import { cardScript, classBonus, onFoster, staticAbility, triggered } from '../../define.js';

export default cardScript('recruitment-officer', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'foster' }, classBonus()),
    triggered(onFoster(), [{ op: 'lookAndTake', count: 5, filter: { type: 'ALLY' } }]),
  ],
});
