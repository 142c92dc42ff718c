import { defineCard, draw, ifThen, may, onAttack, reserve, triggered } from '../../define.js';

export default defineCard(
  { slug: 'hasty-messenger', name: 'Hasty Messenger', types: ['ALLY'], subtypes: ['WARRIOR', 'HUMAN'], classes: ['WARRIOR'], element: 'FIRE', cost: reserve(2), power: 1, life: 2 },
  { abilities: [triggered(onAttack(), [ifThen({ kind: 'handSize', min: 1 }, [may({ op: 'discard', who: 'you', count: 1 }, draw(1))])])] },
);
