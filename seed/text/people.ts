/** Invented people of the demo gallery: artists, agents, curators and crew. */

import type { Localized } from './types'

export const places = {
  berlin: { de: 'Berlin', en: 'Berlin' },
  munich: { de: 'München', en: 'Munich' },
  cologne: { de: 'Köln', en: 'Cologne' },
  vienna: { de: 'Wien', en: 'Vienna' },
  zurich: { de: 'Zürich', en: 'Zurich' },
  leipzig: { de: 'Leipzig', en: 'Leipzig' },
  hamburg: { de: 'Hamburg', en: 'Hamburg' },
  dresden: { de: 'Dresden', en: 'Dresden' },
  stuttgart: { de: 'Stuttgart', en: 'Stuttgart' },
  nuremberg: { de: 'Nürnberg', en: 'Nuremberg' },
  duesseldorf: { de: 'Düsseldorf', en: 'Düsseldorf' },
  bremen: { de: 'Bremen', en: 'Bremen' },
  graz: { de: 'Graz', en: 'Graz' },
  basel: { de: 'Basel', en: 'Basel' },
  gothenburg: { de: 'Göteborg', en: 'Gothenburg' },
  stockholm: { de: 'Stockholm', en: 'Stockholm' },
  malmo: { de: 'Malmö', en: 'Malmö' },
  oslo: { de: 'Oslo', en: 'Oslo' },
  bergen: { de: 'Bergen', en: 'Bergen' },
  copenhagen: { de: 'Kopenhagen', en: 'Copenhagen' },
  krakow: { de: 'Krakau', en: 'Kraków' },
  warsaw: { de: 'Warschau', en: 'Warsaw' },
  prague: { de: 'Prag', en: 'Prague' },
  budapest: { de: 'Budapest', en: 'Budapest' },
  belgrade: { de: 'Belgrad', en: 'Belgrade' },
  istanbul: { de: 'Istanbul', en: 'Istanbul' },
  izmir: { de: 'Izmir', en: 'İzmir' },
  athens: { de: 'Athen', en: 'Athens' },
  milan: { de: 'Mailand', en: 'Milan' },
  naples: { de: 'Neapel', en: 'Naples' },
  lyon: { de: 'Lyon', en: 'Lyon' },
  seville: { de: 'Sevilla', en: 'Seville' },
  lisbon: { de: 'Lissabon', en: 'Lisbon' },
  accra: { de: 'Accra', en: 'Accra' },
  osaka: { de: 'Osaka', en: 'Osaka' },
  beirut: { de: 'Beirut', en: 'Beirut' },
  brussels: { de: 'Brüssel', en: 'Brussels' },
} satisfies Record<string, Localized>

export type PlaceKey = keyof typeof places

export type PersonEntry = { name: string; place: PlaceKey; agent?: true }

/** 44 people, four of them agents; the first two carry the umlaut and ß / ë and Å cases. */
export const artistEntries: PersonEntry[] = [
  { name: 'Jürgen Weiß', place: 'nuremberg' },
  { name: 'Zoë Åberg', place: 'gothenburg' },
  { name: 'Anna Schröder', place: 'hamburg' },
  { name: 'Malte Großmann', place: 'bremen' },
  { name: 'Leonie Köhler', place: 'leipzig' },
  { name: 'Friederike Bärwald', place: 'dresden' },
  { name: 'Sören Lüdtke', place: 'berlin' },
  { name: 'Hannah Vogt', place: 'cologne', agent: true },
  { name: 'Elif Yıldız', place: 'izmir' },
  { name: 'Mateo Fernández', place: 'seville' },
  { name: 'Ingrid Sæther', place: 'bergen' },
  { name: 'Björn Häberle', place: 'stuttgart' },
  { name: 'Clara Neumann', place: 'munich' },
  { name: 'Tomasz Wiśniewski', place: 'krakow' },
  { name: 'Aylin Demir', place: 'istanbul' },
  { name: 'Jonas Öztürk', place: 'berlin' },
  { name: 'Margarethe Stöß', place: 'graz' },
  { name: 'Paul Übelhör', place: 'vienna' },
  { name: 'Lotte Brandstätter', place: 'vienna', agent: true },
  { name: 'Kofi Mensah', place: 'accra' },
  { name: 'Yuki Tanaka', place: 'osaka' },
  { name: 'Amélie Rousseau', place: 'lyon' },
  { name: 'Nils Jäger', place: 'hamburg' },
  { name: 'Greta Fuchs', place: 'zurich' },
  { name: 'Felix Weißenborn', place: 'leipzig' },
  { name: 'Marta Nowak', place: 'warsaw' },
  { name: 'Ronja Lindqvist', place: 'stockholm' },
  { name: 'Henrik Ødegaard', place: 'oslo' },
  { name: 'Ines Castell', place: 'lisbon' },
  { name: 'Ruth Eßer', place: 'duesseldorf' },
  { name: 'Karl-Heinz Mößner', place: 'munich' },
  { name: 'Sofia Marković', place: 'belgrade' },
  { name: 'Dario Russo', place: 'naples', agent: true },
  { name: 'Lena Hoffmann', place: 'cologne' },
  { name: 'Theo Krämer', place: 'basel' },
  { name: 'Noor Haddad', place: 'beirut' },
  { name: 'Emil Strauß', place: 'dresden' },
  { name: 'Johanna Lüders', place: 'berlin' },
  { name: 'Viktor Horváth', place: 'budapest' },
  { name: 'Mira Sandström', place: 'malmo' },
  { name: 'Benedikt Dürr', place: 'munich', agent: true },
  { name: 'Ava Müller-Lindenau', place: 'copenhagen' },
  { name: 'Oskar Bäumer', place: 'prague' },
  { name: 'Selin Aksoy', place: 'athens' },
]

export const academies: Localized[] = [
  { de: 'Universität der Künste Berlin', en: 'Berlin University of the Arts' },
  { de: 'Kunstakademie Düsseldorf', en: 'Kunstakademie Düsseldorf' },
  { de: 'Hochschule für Grafik und Buchkunst Leipzig', en: 'Academy of Fine Arts Leipzig' },
  { de: 'Akademie der bildenden Künste Wien', en: 'Academy of Fine Arts Vienna' },
  { de: 'Städelschule in Frankfurt am Main', en: 'Städelschule in Frankfurt am Main' },
  { de: 'Kunsthochschule Berlin-Weißensee', en: 'Weißensee Academy of Art Berlin' },
  { de: 'Hochschule für Bildende Künste Dresden', en: 'Dresden Academy of Fine Arts' },
  { de: 'Akademie der Bildenden Künste München', en: 'Academy of Fine Arts Munich' },
  { de: 'Zürcher Hochschule der Künste', en: 'Zurich University of the Arts' },
  { de: 'Konstfack in Stockholm', en: 'Konstfack in Stockholm' },
]

/** A venue's name and, for German sentences, how one says "at" it (article and case differ). */
export type Venue = { name: Localized; atDe: string }

/** Invented venues, so no real institution is credited with shows that never happened. */
export const venues: Venue[] = [
  { name: { de: 'Kunstverein am Hafen, Hamburg', en: 'Kunstverein am Hafen, Hamburg' }, atDe: 'im Kunstverein am Hafen in Hamburg' },
  { name: { de: 'Städtische Galerie Nordstadt', en: 'Nordstadt Municipal Gallery' }, atDe: 'in der Städtischen Galerie Nordstadt' },
  { name: { de: 'Kunsthalle Ostufer, Leipzig', en: 'Kunsthalle Ostufer, Leipzig' }, atDe: 'in der Kunsthalle Ostufer in Leipzig' },
  { name: { de: 'Haus für Gegenwartskunst, Basel', en: 'House of Contemporary Art, Basel' }, atDe: 'im Haus für Gegenwartskunst in Basel' },
  { name: { de: 'Projektraum Wedding, Berlin', en: 'Projektraum Wedding, Berlin' }, atDe: 'im Projektraum Wedding in Berlin' },
  { name: { de: 'Galerie im Turm, Graz', en: 'Galerie im Turm, Graz' }, atDe: 'in der Galerie im Turm in Graz' },
  { name: { de: 'Salon Nord, Kopenhagen', en: 'Salon Nord, Copenhagen' }, atDe: 'im Salon Nord in Kopenhagen' },
  { name: { de: 'Museum am Strom, Köln', en: 'Museum am Strom, Cologne' }, atDe: 'im Museum am Strom in Köln' },
]

export type CuratorEntry = { name: string; focus: Localized }

export const curatorEntries: CuratorEntry[] = [
  { name: 'Dr. Katharina Löwe', focus: { de: 'Malerei nach 1960', en: 'painting after 1960' } },
  { name: 'Maximilian Brückner', focus: { de: 'Fotografie und Bildarchive', en: 'photography and image archives' } },
  { name: 'Sibylle Auer', focus: { de: 'Druckgrafik und Künstlerbücher', en: 'prints and artists’ books' } },
  { name: 'Raphael Okafor', focus: { de: 'Skulptur im öffentlichen Raum', en: 'sculpture in public space' } },
  { name: 'Dr. Eva Szabó', focus: { de: 'osteuropäische Abstraktion', en: 'Eastern European abstraction' } },
  { name: 'Ulrike Jäckel', focus: { de: 'junge Positionen aus Berlin', en: 'young positions from Berlin' } },
]

export type CrewEntry = { name: string; email: string; role: Localized; about: Localized }

export const crewEntries: CrewEntry[] = [
  {
    name: 'Charlotte Weiß',
    email: 'charlotte.weiss@vernissage.example',
    role: { de: 'Galerieleitung', en: 'Gallery director' },
    about: {
      de: 'Gründete die Galerie 2009 in einer ehemaligen Druckerei in Berlin-Mitte und verantwortet das Programm.',
      en: 'Founded the gallery in 2009 in a former printing works in Berlin-Mitte and is responsible for the programme.',
    },
  },
  {
    name: 'Moritz Gärtner',
    email: 'moritz.gaertner@vernissage.example',
    role: { de: 'Sammlerbetreuung', en: 'Collector relations' },
    about: {
      de: 'Berät Sammlerinnen und Sammler beim Aufbau ihrer Sammlungen und begleitet Ankäufe von der ersten Besichtigung bis zur Hängung.',
      en: 'Advises collectors on building their collections and accompanies acquisitions from the first viewing to the hanging.',
    },
  },
  {
    name: 'Aleksandra Nowicka',
    email: 'aleksandra.nowicka@vernissage.example',
    role: { de: 'Leasing & Finanzierung', en: 'Leasing & finance' },
    about: {
      de: 'Entwickelt Leasing-Modelle für Unternehmen und Kanzleien, die Kunst in ihre Räume holen möchten.',
      en: 'Develops leasing models for companies and law firms that want to bring art into their spaces.',
    },
  },
  {
    name: 'Jan-Ole Petersen',
    email: 'jan-ole.petersen@vernissage.example',
    role: { de: 'Registrar', en: 'Registrar' },
    about: {
      de: 'Kümmert sich um Leihverkehr, Versicherung, Zustandsberichte und das Werkverzeichnis.',
      en: 'Takes care of loans, insurance, condition reports and the catalogue of works.',
    },
  },
  {
    name: 'Selma Kaya',
    email: 'selma.kaya@vernissage.example',
    role: { de: 'Kommunikation', en: 'Communications' },
    about: {
      de: 'Verantwortet Presse, Newsletter und das Magazin der Galerie.',
      en: 'Looks after press, the newsletter and the gallery’s magazine.',
    },
  },
  {
    name: 'Frieda Hülsmann',
    email: 'frieda.huelsmann@vernissage.example',
    role: { de: 'Kunstvermittlung', en: 'Art education' },
    about: {
      de: 'Konzipiert Führungen, Atelierbesuche und Workshops im Werkstattpalast.',
      en: 'Designs guided tours, studio visits and workshops at the Werkstattpalast.',
    },
  },
  {
    name: 'Lukas Brenner',
    email: 'lukas.brenner@vernissage.example',
    role: { de: 'Technik & Aufbau', en: 'Art handling & installation' },
    about: {
      de: 'Baut Ausstellungen auf, plant Licht und sorgt dafür, dass jedes Werk sicher ankommt.',
      en: 'Installs exhibitions, plans the lighting and makes sure every work arrives safely.',
    },
  },
  {
    name: 'Dr. Nora Albrecht',
    email: 'nora.albrecht@vernissage.example',
    role: { de: 'Kuratorische Assistenz', en: 'Curatorial assistant' },
    about: {
      de: 'Recherchiert für Ausstellungen und Publikationen und betreut die Künstlerarchive.',
      en: 'Researches exhibitions and publications and looks after the artists’ archives.',
    },
  },
]
