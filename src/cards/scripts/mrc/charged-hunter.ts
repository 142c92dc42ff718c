import { anyOf, cardScript, classBonus, ifThen, onEnter, self, triggered, youControl } from '../../define.js';

// Charged Hunter is an Automaton ally itself: "another" one means two of them while it is on the field.
export default cardScript('charged-hunter', {
  keywordValues: { ranged: 2 },
  abilities: [
    triggered(onEnter(), [
      ifThen(anyOf({ kind: 'controlsCount', filter: { type: 'ALLY', subtype: 'AUTOMATON' }, min: 2 }, youControl('POWERCELL')), [{ op: 'becomeDistant', subject: self() }]),
    ], { condition: classBonus() }),
  ],
});
