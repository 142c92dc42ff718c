import { cardScript, characteristics, classBonus, levelRestriction, objectSet, onEnter, staticAbility, target, targetAlly, triggered } from '../../define.js';
import type { Ability } from '../../vocabulary.js';

const rangedOne: Ability = staticAbility({ kind: 'ranged', amount: 1 });

export default cardScript('battlefield-spotter', {
  abilities: [
    triggered(onEnter(), [{ op: 'becomeDistant', subject: target(0) }], { condition: classBonus(), targets: [targetAlly({ controller: 'you', other: true })] }),
    // Other units you control: the other allies, and the champion.
    staticAbility(characteristics([{ kind: 'gainAbility', ability: rangedOne }], objectSet('otherAlliesYouControl')), levelRestriction(2)),
    staticAbility(characteristics([{ kind: 'gainAbility', ability: rangedOne }], objectSet('yourChampion')), levelRestriction(2)),
  ],
});
