import { allOf, cardScript, classBonus, nextAttackGets, recover, target, targetUnit, triggered } from '../../define.js';

export default cardScript('luminous-surge', {
  targets: [targetUnit()],
  onResolve: [nextAttackGets(target(0), 3), recover(3)],
  abilities: [triggered({ on: 'revealedFromMemory' }, [nextAttackGets(target(0), 1)], {
    condition: allOf(classBonus(), { kind: 'elementBonus', element: 'LUXEM' }), targets: [targetUnit()],
  })],
});
