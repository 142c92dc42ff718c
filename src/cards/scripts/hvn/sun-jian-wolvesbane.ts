import { cardScript, drawIntoMemory, ifThen, staticAbility, triggered } from '../../define.js';

const vsBeast = { kind: 'attackTargetIs', filter: { subtype: 'BEAST' } } as const;

// On Ally Kill: the killed unit is read as it last was; only an ally that was a Beast counts.
export default cardScript('sun-jian-wolvesbane', {
  abilities: [
    staticAbility({ kind: 'modifyStat', affects: 'self', stat: 'power', amount: 2, whileAttacking: true }, vsBeast),
    staticAbility({ kind: 'unretaliatable' }, vsBeast),
    triggered({ on: 'kill' }, [ifThen({ kind: 'killedWas', type: 'ALLY', subtype: 'BEAST' }, [drawIntoMemory(1)])]),
  ],
});
