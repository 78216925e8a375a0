/** The fixed News & Events programme (SPEC §9). Times are UK local time. */
export interface CompanyEvent {
  slug: string
  title: string
  description: string
  /** ISO date, e.g. 2025-04-15. */
  date: string
  /** 24-hour UK local times, e.g. 10:00 and 17:00. */
  startTime: string
  endTime: string
  location: string
}

export const events = [
  {
    slug: 'uk-student-startup-meet-2025',
    title: 'UK Student Startup Meet 2025',
    description:
      'Meet student founders, investors and mentors, hear how early-stage ideas became companies, and pitch your own idea in the open session.',
    date: '2025-04-15',
    startTime: '10:00',
    endTime: '17:00',
    location: 'London',
  },
  {
    slug: 'education-growth-workshop',
    title: 'Education Growth Workshop',
    description:
      'A practical workshop on choosing courses, funding your studies and planning the next step of your education and career.',
    date: '2025-04-25',
    startTime: '11:00',
    endTime: '15:00',
    location: 'Manchester',
  },
  {
    slug: 'international-career-guidance-conference',
    title: 'International Career Guidance Conference',
    description:
      'Advisers, universities and employers from around the world on studying abroad, work placements and building an international career.',
    date: '2025-05-10',
    startTime: '09:00',
    endTime: '18:00',
    location: 'Edinburgh',
  },
] as const satisfies readonly CompanyEvent[]

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})

/** "April 15, 2025", as the events are announced (SPEC §9). */
export function formatEventDate(event: Pick<CompanyEvent, 'date'>): string {
  return dateFormat.format(new Date(`${event.date}T00:00:00Z`))
}

function formatClock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours >= 12 ? 'PM' : 'AM'
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`
}

/** "10:00 AM - 5:00 PM" (SPEC §9). */
export function formatEventTime(event: Pick<CompanyEvent, 'startTime' | 'endTime'>): string {
  return `${formatClock(event.startTime)} - ${formatClock(event.endTime)}`
}
