import { cardScript, dealDamage, target } from '../../define.js';

export default cardScript('intensified-pyre', {
  keywords: ['kindle'],
  activationValues: { kindle: 3 },
  targets: [{ kind: 'champion' }],
  onResolve: [dealDamage(target(0), 2, { condition: { kind: 'targetControllerGraveyard', index: 0, min: 8 }, amount: 6 })],
});
