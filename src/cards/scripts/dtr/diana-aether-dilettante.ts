import { cardScript, championDistant, ifThen, onEnter, triggered } from '../../define.js';

export default cardScript('diana-aether-dilettante', {
  abilities: [
    triggered(onEnter(), [ifThen(championDistant(), [{ op: 'materializeFromMaterialDeck', filter: { subtype: 'AETHERWING' } }])]),
    { kind: 'static', effect: { kind: 'ranged', amount: 1 }, inherited: true },
  ],
});
