import { buffPower, cardScript, target, targetAlly, whenever } from '../../define.js';

// Inherited Effect: the champion has it while this card is anywhere in its lineage.
export default cardScript('jin-fate-defiant', {
  abilities: [{
    kind: 'triggered',
    trigger: whenever('attacks', { self: true, attackWith: 'POLEARM' }),
    targets: [targetAlly({ controller: 'you', anySubtype: ['HORSE', 'HUMAN'] })],
    effects: [buffPower(target(0), 1)],
    inherited: true,
  }],
});
