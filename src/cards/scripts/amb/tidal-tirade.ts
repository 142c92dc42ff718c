import { becomes, cardScript, classBonus, modifyLife, staticAbility, target, targetAlly } from '../../define.js';

export default cardScript('tidal-tirade', {
  abilities: [staticAbility({ kind: 'keyword', keyword: 'floatingMemory' }, classBonus())],
  targets: [targetAlly({ subtype: 'HUMAN' })],
  onResolve: [modifyLife(target(0), 1), becomes(target(0), [{ kind: 'gainKeywordValue', keyword: 'retort', value: 2 }], 'untilEndOfTurn')],
});
