// The museum's programme of events and tickets, computed from the sandbox's today so it always
// lies around the current date: timed exhibitions (mode 1) with limited slots, a sold-out day and
// a sold-out slot, an event-long festival (mode 3), scheduled concerts (mode 5), an exhibition
// that has ended, a family ticket with fixed and ranged parts, a group ticket whose parts
// start above 0, and a timed exhibition that also sells an event-long pass (a mixed event).
import { addDays, dateTime, keyDate } from "../clock";
import {
  FLAGS,
  GROUPS,
  N,
  sub,
  t8,
  TICKET_GROUPS,
  ticket,
  VENUES,
  type SeedEvent,
  type SeedSlot,
  type TicketsSeed,
} from "./ticket-catalogue";

export type { SeedEvent, SeedSlot, SeedTicket, TicketsSeed } from "./ticket-catalogue";

const LIGHT_SLOTS = [10, 11, 12, 13, 14, 15, 16, 17].map((h) => ({ time: [h, 0] as [number, number], minutes: 60 }));

/** The n-th day after today (1-based) on which event 101 opens (it closes on Mondays). */
function openDay(today: Date, n: number): Date {
  let day = today;
  for (let found = 0; found < n;) {
    day = addDays(day, 1);
    if (day.getDay() !== 1) found++;
  }
  return day;
}

/** The days of the seeded sold-out situations of "Light and Shadow" (event 101), for tests. */
export function seedDays(today: Date) {
  return {
    /** 11:00 is sold out, 12:00 has 3 places left. */
    soldOutSlotDay: keyDate(openDay(today, 1)),
    soldOutSlot: "11:00",
    fewSlot: "12:00",
    /** 6 tickets left for the whole day. */
    fewDay: keyDate(openDay(today, 2)),
    /** Sold out. */
    soldOutDay: keyDate(openDay(today, 3)),
  };
}

/** Every Thursday at 19:30 and Saturday at 16:00 and 20:00 from `from` to `to`. */
function concerts(from: Date, to: Date): SeedSlot[] {
  const out: SeedSlot[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    const times: [number, number][] =
      d.getDay() === 4
        ? [[19, 30]]
        : d.getDay() === 6
          ? [
              [16, 0],
              [20, 0],
            ]
          : [];
    for (const [h, m] of times) {
      const start = addDays(d, 0, h, m);
      out.push({
        datetime: dateTime(start),
        datetime_end: dateTime(new Date(start.getTime() + 90 * 60_000)),
        capacity: 80,
      });
    }
  }
  return out;
}

/** Spreads `total` sold tickets evenly over slot keys. */
function spread(keys: string[], total: number): Record<string, number> {
  return Object.fromEntries(
    keys.map((k, i) => [k, Math.floor(total / keys.length) + (i < total % keys.length ? 1 : 0)]),
  );
}

export function seedTickets(today: Date): TicketsSeed {
  const at = (days: number, h = 0, m = 0) => addDays(today, days, h, m);
  const events: SeedEvent[] = [
    {
      id: 101,
      name: t8(
        "Licht und Schatten – Malerei der Romantik",
        "Light and Shadow – Romantic Painting",
        "Lumière et ombre – La peinture romantique",
        "Luce e ombra – La pittura romantica",
        "Licht en schaduw – Romantische schilderkunst",
        "Luz y sombra – Pintura romántica",
        "Ljus och skugga – Romantikens måleri",
        "Lys og skygge – Romantikkens maleri",
      ),
      description: t8(
        "Gemälde der Romantik aus den eigenen Beständen. Eintritt im gebuchten Zeitfenster.",
        "Romantic paintings from the museum's own collection. Entry in the time slot you book.",
        "Peintures romantiques issues des collections du musée. Entrée dans le créneau réservé.",
        "Dipinti romantici dalle collezioni del museo. Ingresso nella fascia oraria prenotata.",
        "Romantische schilderijen uit de eigen collectie. Toegang in het geboekte tijdslot.",
        "Pinturas románticas de la colección del museo. Entrada en la franja horaria reservada.",
        "Romantiskt måleri ur museets egna samlingar. Inträde i den bokade tidsluckan.",
        "Romantiske malerier fra museets egen samling. Adgang i det bookede tidsrum.",
      ),
      venue: 1,
      groups: [1],
      sequence_no: 1,
      sorting_datetime: dateTime(at(-40, 10)),
      start: at(-40),
      end: at(80),
      mode: 1,
      weekdays: [0, 2, 3, 4, 5, 6],
      slots: LIGHT_SLOTS,
      slotCapacity: 25,
      dayCapacity: 150,
      tickets: [
        ticket(1011, N.adult, 1400),
        ticket(1012, N.reduced, 900),
        ticket(1013, N.child, 500),
        ticket(1014, N.family, 3200, 2, {
          family: 1,
          subtickets: [sub(10141, N.adults, 1, 2), sub(10142, N.children, 1, 4), sub(10143, N.booklet, 1, 1)],
          flags: { ...FLAGS, print_separately: 1 },
        }),
      ],
    },
    {
      id: 102,
      name: t8(
        "Stadt am Fluss",
        "City on the River",
        "La ville au fil de l’eau",
        "La città sul fiume",
        "Stad aan de rivier",
        "La ciudad junto al río",
        "Staden vid floden",
        "Byen ved floden",
      ),
      description: t8(
        "Wie der Hafen die Stadt formte – mit Modellen, Fundstücken und einer Mitmachwerft für Kinder.",
        "How the harbour shaped the city – with models, finds and a hands-on shipyard for children.",
        "Comment le port a façonné la ville – maquettes, trouvailles et chantier naval pour enfants.",
        "Come il porto ha plasmato la città – con modelli, reperti e un cantiere per bambini.",
        "Hoe de haven de stad vormde – met maquettes, vondsten en een doe-werf voor kinderen.",
        "Cómo el puerto dio forma a la ciudad – con maquetas, hallazgos y un astillero para niños.",
        "Hur hamnen formade staden – med modeller, fynd och ett barnvarv att pröva på.",
        "Hvordan havnen formede byen – med modeller, fund og et værft, hvor børn kan være med.",
      ),
      venue: 2,
      groups: [1, 2],
      sequence_no: 2,
      sorting_datetime: dateTime(at(-10, 10)),
      start: at(-10),
      end: at(45),
      mode: 1,
      weekdays: [0, 2, 3, 4, 5, 6],
      slots: [
        [10, 0],
        [11, 30],
        [13, 0],
        [14, 30],
        [16, 0],
      ].map(([h, m]) => ({ time: [h, m] as [number, number], minutes: 90 })),
      slotCapacity: 20,
      dayCapacity: 100,
      tickets: [
        ticket(1021, N.adult, 1000),
        ticket(1022, N.reduced, 700),
        ticket(1023, N.child, 400),
        ticket(1024, N.group, 0, 2, { subtickets: [sub(10241, N.people, 10, 25, 800), sub(10242, N.leader, 1, 1)] }),
      ],
    },
    {
      id: 103,
      name: t8(
        "Lichterfest im Lindenpark",
        "Festival of Lights in Lindenpark",
        "Fête des lumières au Lindenpark",
        "Festa delle luci al Lindenpark",
        "Lichtfeest in het Lindenpark",
        "Fiesta de las luces en el Lindenpark",
        "Ljusfest i Lindenpark",
        "Lysfest i Lindenpark",
      ),
      description: t8(
        "Zehn Abende mit Lichtinstallationen im Park. Der Festivalpass gilt an allen Tagen.",
        "Ten evenings of light installations in the park. The festival pass is valid on every day.",
        "Dix soirées d’installations lumineuses dans le parc. Le pass est valable tous les jours.",
        "Dieci serate di installazioni luminose nel parco. Il pass vale per tutti i giorni.",
        "Tien avonden met lichtinstallaties in het park. De festivalpas geldt op alle dagen.",
        "Diez noches de instalaciones de luz en el parque. El abono vale para todos los días.",
        "Tio kvällar med ljusinstallationer i parken. Festivalpasset gäller alla dagar.",
        "Ti aftener med lysinstallationer i parken. Festivalpasset gælder alle dage.",
      ),
      venue: 3,
      groups: [3, 2],
      sequence_no: 0,
      sorting_datetime: dateTime(at(14, 18)),
      start: at(14),
      end: at(23),
      mode: 3,
      runCapacity: 400,
      hours: [18, 23],
      tickets: [ticket(1031, N.pass, 1800, 3), ticket(1032, N.passWorkshop, 2600, 3, { quota: 30 })],
    },
    {
      id: 104,
      name: t8(
        "Konzerte im Hafenhaus",
        "Concerts at the Harbour House",
        "Concerts à la Maison du port",
        "Concerti alla Casa del porto",
        "Concerten in het Havenhuis",
        "Conciertos en la Casa del Puerto",
        "Konserter i Hamnhuset",
        "Koncerter i Havnehuset",
      ),
      description: t8(
        "Kammermusik zwischen den Schiffsmodellen: donnerstags um 19:30, samstags um 16:00 und 20:00 Uhr.",
        "Chamber music among the ship models: Thursdays at 19:30, Saturdays at 16:00 and 20:00.",
        "Musique de chambre parmi les maquettes de navires : le jeudi à 19 h 30, le samedi à 16 h et 20 h.",
        "Musica da camera tra i modelli di navi: il giovedì alle 19:30, il sabato alle 16:00 e alle 20:00.",
        "Kamermuziek tussen de scheepsmodellen: donderdag om 19.30 uur, zaterdag om 16.00 en 20.00 uur.",
        "Música de cámara entre las maquetas de barcos: los jueves a las 19:30, los sábados a las 16:00 y 20:00.",
        "Kammarmusik bland fartygsmodellerna: torsdagar kl. 19.30, lördagar kl. 16.00 och 20.00.",
        "Kammermusik blandt skibsmodellerne: torsdag kl. 19.30, lørdag kl. 16.00 og 20.00.",
      ),
      venue: 2,
      groups: [3],
      sequence_no: 0,
      sorting_datetime: dateTime(at(-20, 19, 30)),
      start: at(-20),
      end: at(75),
      mode: 5,
      performances: concerts(at(-20), at(75)),
      tickets: [ticket(1041, N.concert, 2200), ticket(1042, N.concertReduced, 1500)],
    },
    {
      id: 105,
      name: t8(
        "Winterlicht",
        "Winter Light",
        "Lumière d’hiver",
        "Luce d’inverno",
        "Winterlicht",
        "Luz de invierno",
        "Vinterljus",
        "Vinterlys",
      ),
      description: t8(
        "Landschaften im Schnee aus drei Jahrhunderten.",
        "Snowy landscapes from three centuries.",
        "Paysages enneigés de trois siècles.",
        "Paesaggi innevati di tre secoli.",
        "Sneeuwlandschappen uit drie eeuwen.",
        "Paisajes nevados de tres siglos.",
        "Snölandskap från tre sekler.",
        "Snelandskaber fra tre århundreder.",
      ),
      venue: 1,
      groups: [1],
      sequence_no: 3,
      sorting_datetime: dateTime(at(-120, 10)),
      start: at(-120),
      end: at(-5),
      mode: 1,
      weekdays: [0, 2, 3, 4, 5, 6],
      slots: LIGHT_SLOTS,
      slotCapacity: 25,
      dayCapacity: 150,
      tickets: [ticket(1051, N.adult, 1200), ticket(1052, N.reduced, 800)],
    },
    {
      id: 106,
      name: t8(
        "Junge Kunst – Werkstattausstellung",
        "Young Art – Studio Exhibition",
        "Jeune art – Exposition d’atelier",
        "Arte giovane – Mostra laboratorio",
        "Jonge kunst – Atelierexpositie",
        "Arte joven – Exposición taller",
        "Ung konst – Verkstadsutställning",
        "Ung kunst – Værkstedsudstilling",
      ),
      description: t8(
        "Studierende der Kunsthochschule zeigen, woran sie arbeiten – ein Jahr lang im Pavillon.",
        "Art school students show what they are working on – for a whole year in the pavilion.",
        "Les étudiants de l’école d’art montrent leurs travaux en cours – pendant un an au pavillon.",
        "Gli studenti dell’accademia mostrano i loro lavori in corso – per un anno nel padiglione.",
        "Studenten van de kunstacademie laten zien waaraan ze werken – een jaar lang in het paviljoen.",
        "Estudiantes de la escuela de arte muestran su trabajo en curso – durante un año en el pabellón.",
        "Konststudenter visar vad de arbetar med – ett helt år i paviljongen.",
        "Kunststuderende viser, hvad de arbejder på – et helt år i pavillonen.",
      ),
      venue: 3,
      groups: [1],
      sequence_no: 0,
      sorting_datetime: dateTime(at(-100, 11)),
      start: at(-100),
      end: at(400),
      mode: 1,
      weekdays: [0, 3, 4, 5, 6],
      slots: [
        [11, 0],
        [14, 0],
        [16, 0],
      ].map(([h, m]) => ({ time: [h, m] as [number, number], minutes: 120 })),
      slotCapacity: 15,
      dayCapacity: 45,
      // the year pass is event-long (mode 3) in a timed event: valid on every day of the run
      runCapacity: 200,
      hours: [11, 18],
      tickets: [ticket(1061, N.adult, 800), ticket(1062, N.child, 300), ticket(1063, N.yearPass, 2500, 1, { mode: 3 })],
    },
  ];

  const days = seedDays(today);
  const slotKeys = (day: string) =>
    LIGHT_SLOTS.map((s) => `slot:101:${day} ${String(s.time[0]).padStart(2, "0")}:00:00`);
  const firstSaturday = concerts(at(1), at(8)).find((p) => p.datetime.endsWith("16:00:00"))!;
  const sold: Record<string, number> = {
    [`slot:101:${days.soldOutSlotDay} 11:00:00`]: 25,
    [`slot:101:${days.soldOutSlotDay} 12:00:00`]: 22,
    [`day:101:${days.soldOutSlotDay}`]: 47,
    ...spread(slotKeys(days.fewDay), 144),
    [`day:101:${days.fewDay}`]: 144,
    ...spread(slotKeys(days.soldOutDay), 150),
    [`day:101:${days.soldOutDay}`]: 150,
    [`slot:104:${firstSaturday.datetime}`]: 80,
    "run:103": 120,
    "quota:1032": 30,
  };
  return { venues: VENUES, groups: GROUPS, ticketGroups: TICKET_GROUPS, events, sold };
}
