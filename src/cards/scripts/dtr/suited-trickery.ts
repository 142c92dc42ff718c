import { cardScript, drawIntoMemory, ifThen } from '../../define.js';

export default cardScript('suited-trickery', {
  onResolve: [
    { op: 'attackTax', amount: 2, duration: 'untilYourNextTurn', attackers: 'champions' },
    ifThen({ kind: 'controlsCount', filter: { type: 'ALLY', subtype: 'SUITED' }, min: 1 }, [drawIntoMemory(1)]),
  ],
});
