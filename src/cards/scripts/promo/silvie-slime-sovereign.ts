import { cardScript, onEnter, triggered } from '../../define.js';

const slimeAlly = { type: 'ALLY' as const, subtype: 'SLIME' };

// Both changes are "next": the same (next) Slime ally card activated uses them up together.
export default cardScript('silvie-slime-sovereign', {
  abilities: [
    triggered(onEnter(), [
      { op: 'costChange', amount: -2, who: 'you', filter: slimeAlly, next: true },
      { op: 'enterCounters', counter: 'buff', count: 2, filter: slimeAlly, next: true, activated: true },
    ]),
    { kind: 'static', effect: { kind: 'ignoreElementalRequirements', rule: { filter: { subtype: 'SLIME' }, elements: 'advanced', via: 'activate' } } },
  ],
});
