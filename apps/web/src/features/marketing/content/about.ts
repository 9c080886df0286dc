import { Heart, Scale, Sparkles, Users } from 'lucide-react';

export const VALUES = [
  {
    icon: Scale,
    title: /*i18n*/ 'Fair play',
    text: /*i18n*/ 'Correct brackets, honest ratings and scores everyone can check. The rules of the game come first.',
  },
  {
    icon: Users,
    title: /*i18n*/ 'Community first',
    text: /*i18n*/ 'Clubs and volunteers carry the sport. We build for the people who show up early to set up the nets.',
  },
  {
    icon: Sparkles,
    title: /*i18n*/ 'Simple by design',
    text: /*i18n*/ 'If a director needs a manual on tournament day, we got it wrong. Every screen should explain itself.',
  },
  {
    icon: Heart,
    title: /*i18n*/ 'Love of the game',
    text: /*i18n*/ 'We play in our own leagues every week, and every feature is tested courtside before it ships.',
  },
];

export const TEAM = [
  {
    name: 'Alex Morgan',
    role: /*i18n*/ 'Co-founder & CEO',
    bio: /*i18n*/ 'Ran a 40-court club tournament on paper once. Never again.',
  },
  {
    name: 'Jamie Torres',
    role: /*i18n*/ 'Co-founder & CTO',
    bio: /*i18n*/ 'Builds the live scoring and the bracket engine; plays a mean third-shot drop.',
  },
  {
    name: 'Sam Patel',
    role: /*i18n*/ 'Head of Product',
    bio: /*i18n*/ 'Former tournament director who turns what organizers need into features.',
  },
  {
    name: 'Riley Brooks',
    role: /*i18n*/ 'Head of Community',
    bio: /*i18n*/ 'Works with the 200+ communities on Courtside and hears every idea first.',
  },
];
