import { allOf, becomes, cardScript, championBonus, drawIntoMemory, gainKeyword, ifThen } from '../../define.js';

// "All allies gain": the allies on the field as it resolves (an instanced effect).
export default cardScript('embrace-noir', {
  onResolve: [
    becomes({ ref: 'allAllies' }, [gainKeyword('stealth')], 'untilEndOfTurn'),
    ifThen(allOf(championBonus('Ciel'), { kind: 'omensWith', element: 'UMBRA', count: 1 }), [drawIntoMemory(1)]),
  ],
});
