import { cardScript, classBonus, staticAbility } from '../../define.js';

export default cardScript('awakened-deacon', {
  abilities: [
    staticAbility({ kind: 'keyword', keyword: 'intercept' }, { kind: 'controlsType', type: 'PHANTASIA', min: 2 }),
    staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus()),
  ],
});
