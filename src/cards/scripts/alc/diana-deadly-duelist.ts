import { cardScript, onEnter, triggered } from '../../define.js';

export default cardScript('diana-deadly-duelist', {
  abilities: [
    triggered(onEnter(), [{ op: 'materializeFromMaterialDeck', filter: { subtype: 'BULLET' } }]),
    { kind: 'static', effect: { kind: 'ranged', amount: 2 }, inherited: true },
  ],
});
