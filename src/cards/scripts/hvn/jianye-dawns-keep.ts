import { cardScript, classBonus, draw, ifThen, onDeath, staticAbility, triggered } from '../../define.js';

const sixOrLess = { kind: 'influenceAtMost' as const, max: 6 };

export default cardScript('jianye-dawns-keep', {
  keywords: ['kindle'],
  activationValues: { kindle: 6 },
  abilities: [
    staticAbility({
      kind: 'characteristics',
      set: { affects: 'yourAllies', element: 'FIRE' },
      changes: [{ kind: 'gainAbility', ability: triggered(onDeath(), [ifThen(sixOrLess, [draw(1)])]) }],
    }, classBonus()),
  ],
});
