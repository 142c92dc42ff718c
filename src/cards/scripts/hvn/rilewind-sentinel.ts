import { cardScript, classBonus, fostered, staticAbility } from '../../define.js';

export default cardScript('rilewind-sentinel', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'foster' }, classBonus()),
    staticAbility({ kind: 'characteristics', set: { affects: 'yourAllies' }, changes: [{ kind: 'gainKeyword', keyword: 'vigor' }] }, fostered()),
  ],
});
