/**
 * The long texts of each course (docs/product.md#courses-and-prices): the Student Zone popup and
 * the course page. The loaders of those pages read them when the pages are prerendered, so no
 * page's JavaScript carries them (docs/product.md#speed); the rest of a course's facts are in
 * model.ts.
 */
import type { CourseSlug } from './model'

export interface CourseDetails {
  /** Two to four sentences: the Student Zone popup. */
  detailedDescription: string
  /** Two or three paragraphs for the course page. */
  overview: readonly string[]
  /** Five to eight "What you will learn" points. */
  outcomes: readonly string[]
  /** Three to five "Who it is for" points. */
  audience: readonly string[]
}

export const courseDetails = {
  'data-science': {
    detailedDescription:
      'A practical introduction to data science for people with no previous experience of programming. You will learn Python, pandas and data visualisation, the statistics behind good decisions, and how to build and test simple machine-learning models. Every topic is taught through small projects with real, public data sets.',
    overview: [
      'Organisations of every size now collect more data than they know what to do with. Data scientists turn that data into answers: which customers are likely to leave, which products sell together, where a service is under strain. This course gives you the core skills to start doing that work, beginning from first principles.',
      'We start with Python and the tools analysts use every day — Jupyter notebooks, pandas and Matplotlib — and move on to cleaning messy data, exploring it with charts and summary statistics, and testing ideas with sampling and hypothesis tests. In the second half of the course you will build regression and classification models with scikit-learn and learn how to tell whether a model is any good.',
      'Each week ends with a short project, and the course finishes with a case study of your choice that you present to the group. You leave with a portfolio of notebooks you can show an employer and a clear idea of what to learn next.',
    ],
    outcomes: [
      'Write clear, well-structured Python in Jupyter notebooks',
      'Load, clean and reshape data with pandas',
      'Explore data with charts using Matplotlib and Seaborn',
      'Use descriptive statistics, sampling and hypothesis tests correctly',
      'Build, evaluate and compare regression and classification models with scikit-learn',
      'Recognise bias, overfitting and misleading results',
      'Present findings to a non-technical audience',
    ],
    audience: [
      'Graduates and career changers who want a first role in data',
      'Analysts who work in Excel and want to move to Python',
      'Students of any subject who need data skills for their degree or dissertation',
      'Managers who want to understand what their data teams do',
    ],
  },
  'sap-basis': {
    detailedDescription:
      'SAP BASIS is the technical foundation that keeps SAP systems running. This course takes you from the fundamentals of SAP and ERP through system architecture, work processes, instances, profile parameters and operation modes to starting and stopping a system. Learners also get access to our recorded SAP BASIS video topics for revision.',
    overview: [
      'Behind every SAP system used for finance, supply chain or HR sits a BASIS team that installs, configures, monitors and tunes it. BASIS administrators are in steady demand because SAP systems are business-critical and rarely stand still: upgrades, new landscapes and moves to the cloud all need people who understand how SAP works underneath.',
      'In about 40 hours of live classes you will learn how an SAP system is put together — the application server, the message server, the database and the different types of work process — and how to look after it day to day. We cover installing SAP GUI, reading and changing profile parameters, defining operation modes, working with SAP instances on Windows and Linux, and starting and stopping a system safely.',
      'The course is taught by consultants who have administered SAP landscapes for many years, with plenty of practice on the tasks you will meet in your first BASIS role. Enrolled learners can sign in to our SAP BASIS video library to revisit each topic at their own pace.',
    ],
    outcomes: [
      'Explain what SAP and ERP are and how an SAP landscape is organised',
      'Describe the SAP system architecture: application servers, message server, gateway and database',
      'Understand dialog, update, background, spool and enqueue work processes and monitor them',
      'Install and configure SAP GUI',
      'Read and maintain profile parameters and define operation modes',
      'Work with SAP instances and understand the differences between Windows and Linux installations',
      'Start and stop an SAP system safely and check its health',
    ],
    audience: [
      'IT graduates who want to begin a career in SAP',
      'System administrators and database administrators moving into SAP',
      'SAP functional consultants who want to understand the technical layer',
      'Support engineers who already work with SAP systems',
    ],
  },
  'artificial-intelligence': {
    detailedDescription:
      'A clear, hands-on introduction to artificial intelligence. You will see how machines search, learn from data and recognise patterns, build simple neural networks in Python, and learn how large language models work, where they fail and how to use them safely. The course closes with the ethics and regulation of AI.',
    overview: [
      'Artificial intelligence has moved from research labs into everyday tools, from spam filters and recommendations to chat assistants that draft text and code. Knowing how these systems work — and where their limits are — is now useful in almost every job, not only in technology.',
      'The course begins with the ideas that underpin AI: problem solving by search, reasoning with rules and probabilities, and learning from examples. You will then train machine-learning models and simple neural networks in Python, look at how computer vision and natural language processing work, and see how large language models are trained and prompted.',
      'Throughout, we discuss what makes AI trustworthy: data quality, bias, transparency, privacy and the emerging rules on AI in the UK and Europe. By the end you will be able to hold an informed conversation about AI, judge where it can help your organisation, and build small AI-powered prototypes yourself.',
    ],
    outcomes: [
      'Explain the main approaches to AI: search, knowledge-based systems and machine learning',
      'Train and evaluate supervised and unsupervised learning models in Python',
      'Build and train a simple neural network',
      'Describe how computer vision and natural language processing systems work',
      'Use large language models effectively, with good prompts and checks on their output',
      'Identify risks of bias, privacy breaches and misuse, and ways to reduce them',
    ],
    audience: [
      'Professionals who want to understand AI and apply it in their work',
      'Students considering further study or a career in AI',
      'Developers taking their first steps with machine learning',
      'Managers and founders deciding where AI fits in their business',
    ],
  },
  cybersecurity: {
    detailedDescription:
      'A practical foundation in cybersecurity. You will learn how networks and systems are attacked, how to harden them, how to spot an intrusion in logs and alerts, and what to do when an incident happens. Every topic is practised in a safe virtual lab, including ethical hacking exercises.',
    overview: [
      'Cyber attacks affect organisations of every size, and employers across the UK look for people with the skills to prevent them and respond when they happen. This course gives you a solid, practical grounding in how attacks happen and how defenders stop them.',
      'We begin with how networks, operating systems and web applications work, because you cannot protect what you do not understand. You will then study common threats — phishing, malware, ransomware, password attacks and web vulnerabilities — and practise the controls that defeat them: secure configuration, patching, access control, encryption and network segmentation.',
      'In the later sessions you will use real security tools in a virtual lab to scan for weaknesses, analyse logs, investigate alerts and walk through an incident from detection to recovery. The course gives you a good base for industry certifications and for entry-level roles in a security operations centre.',
    ],
    outcomes: [
      'Explain core security principles: confidentiality, integrity, availability and least privilege',
      'Describe common attacks, including phishing, malware, ransomware and web application attacks',
      'Harden Windows and Linux systems and configure firewalls',
      'Use scanning tools such as Nmap and Wireshark in a lab to find and analyse weaknesses',
      'Read logs and alerts to detect suspicious activity',
      'Follow an incident response plan from detection to lessons learned',
      'Understand the OWASP Top 10 and how to test web applications ethically',
    ],
    audience: [
      'IT support staff and system administrators moving into security',
      'Graduates aiming for a first role as a security analyst',
      'Developers who want to write more secure software',
      'Small-business owners responsible for their own IT',
    ],
  },
  'vlsi-design': {
    detailedDescription:
      'An introduction to very-large-scale integration (VLSI) for electronics and computer engineers. You will learn CMOS logic, describe hardware in Verilog, simulate and verify your designs, and follow a design through synthesis, static timing analysis and physical design. The course uses open-source tools you can keep using after it ends.',
    overview: [
      'Every phone, car and data centre depends on chips containing billions of transistors. VLSI engineers design and verify those chips, and the semiconductor industry needs more of them as demand for specialised processors grows.',
      'This course follows the digital design flow from start to finish. After a refresher on CMOS transistors, logic gates and combinational and sequential circuits, you will write register-transfer level (RTL) designs in Verilog, simulate them with testbenches and debug them with waveforms. We then cover logic synthesis, static timing analysis, clock domains, and the basics of floor-planning, placement and routing.',
      'Practical work uses open-source simulation and synthesis tools, so you can continue to practise on your own computer. You finish by designing and verifying a small processor component, a project you can discuss at interview.',
    ],
    outcomes: [
      'Explain CMOS logic and how transistors form gates, latches and flip-flops',
      'Write synthesisable Verilog for combinational and sequential circuits',
      'Build testbenches and debug designs using simulation waveforms',
      'Design finite state machines and simple datapaths',
      'Understand synthesis, static timing analysis and timing constraints',
      'Describe the physical design steps from floor-planning to sign-off',
    ],
    audience: [
      'Electronics, electrical and computer engineering students and graduates',
      'Embedded engineers who want to move into chip design or verification',
      'FPGA developers who want a deeper understanding of ASIC design',
    ],
  },
  'java-spring-boot': {
    detailedDescription:
      'Learn the Java skills employers ask for in back-end roles. After a refresher on modern Java, you will build REST APIs with Spring Boot, store data with Spring Data JPA, secure your services with Spring Security, and write automated tests. You finish with a complete application of your own.',
    overview: [
      'Java remains one of the most widely used languages in business software, and Spring Boot is the framework most Java teams use to build web services. Banks, retailers, public-sector bodies and software companies across the UK recruit developers with exactly these skills.',
      'The course starts with modern Java — classes and interfaces, collections, generics, streams, records and exception handling — so that everyone works from the same base. We then introduce Spring: dependency injection, configuration and Spring Boot’s starters. You will build a REST API step by step, connect it to a relational database with Spring Data JPA, validate input, handle errors cleanly and secure it with Spring Security.',
      'Good developers test their work, so you will write unit and integration tests with JUnit and Mockito throughout, use Git and Maven, and learn how a Spring Boot service is packaged and run in a container. By the end you will have built a complete application to add to your portfolio.',
    ],
    outcomes: [
      'Write clean, modern Java using collections, generics, streams and records',
      'Understand dependency injection and the Spring application context',
      'Build REST APIs with Spring Boot and document them',
      'Persist data with Spring Data JPA and a relational database',
      'Secure services with Spring Security',
      'Test your code with JUnit and Mockito',
      'Package and run a Spring Boot application in a container',
    ],
    audience: [
      'Programmers who know the basics of Java or another language',
      'Computer science students preparing for back-end developer roles',
      'Developers moving to Java from another platform',
      'Testers and support engineers who want to move into development',
    ],
  },
  'information-governance-and-cyber-security': {
    detailedDescription:
      'A course on how organisations should look after the information they hold. It covers data protection under UK GDPR, records and information management, information risk, the security controls that protect data, and how to handle breaches. It suits people who manage information, not only technical staff.',
    overview: [
      'Every organisation holds information it must protect: customer records, staff files, financial data, intellectual property. Information governance is the framework of law, policy and practice that makes sure that information is handled properly, and cyber security is how it is kept safe. The two are increasingly the responsibility of the same people.',
      'You will learn the principles of UK GDPR and the Data Protection Act 2018, including lawful bases, individuals’ rights, data protection impact assessments and records of processing. We cover records management and retention, freedom of information in the public sector, and information risk management. On the security side, you will study the main threats to information and the technical and organisational controls that counter them, with reference to recognised frameworks such as ISO/IEC 27001 and the NCSC’s guidance.',
      'The course uses realistic case studies — a lost laptop, a misdirected e-mail, a ransomware attack — so you practise assessing risk, deciding whether a breach must be reported and writing proportionate policies. It suits people in compliance, IT, administration and management alike.',
    ],
    outcomes: [
      'Apply the principles of UK GDPR and the Data Protection Act 2018',
      'Carry out a data protection impact assessment',
      'Set up records management and retention schedules',
      'Identify, assess and record information risks',
      'Choose proportionate technical and organisational security controls',
      'Respond to a personal data breach and decide whether it must be reported',
      'Write clear information governance policies and staff guidance',
    ],
    audience: [
      'Data protection officers, compliance staff and information governance leads',
      'IT professionals who need a grounding in data protection law',
      'Managers responsible for personal or sensitive data',
      'Public-sector, healthcare and education staff who handle records',
    ],
  },
  'leadership-in-digital-age': {
    detailedDescription:
      'A leadership course for a world shaped by technology. You will explore how digital tools change organisations, how to set a digital strategy, lead hybrid and remote teams, make decisions with data and take people with you through change. Sessions mix short inputs, case studies and discussion of your own challenges.',
    overview: [
      'Technology now shapes how almost every organisation serves its customers, organises its work and competes. Leaders do not need to be technologists, but they do need to understand what technology makes possible, ask the right questions of specialists and lead their people through constant change.',
      'This course covers digital strategy and business models, leading hybrid and distributed teams, building a culture of learning and experimentation, and using data and evidence in decisions. We look at how to run a transformation programme that people support rather than resist, how to manage risk — including cyber and AI risk — at board level, and how to lead ethically when new technology raises new questions.',
      'Sessions are interactive: short inputs from the tutor, case studies of organisations that got it right and wrong, and structured discussion of the challenges you face in your own role. You finish with a personal leadership plan for the year ahead.',
    ],
    outcomes: [
      'Explain how digital technology changes business models and ways of working',
      'Set out a digital strategy that supports your organisation’s goals',
      'Lead hybrid and remote teams effectively',
      'Use data and evidence to make and explain decisions',
      'Plan and lead change so that people adopt it',
      'Recognise and govern the risks of cyber threats and AI',
      'Write a personal leadership development plan',
    ],
    audience: [
      'Managers and team leaders in any sector',
      'Professionals preparing for their first leadership role',
      'Founders and owners of growing businesses',
      'Technical specialists stepping into management',
    ],
  },
  'applied-data-science': {
    detailedDescription:
      'For learners who know the basics of Python and statistics and want to apply data science to real problems. You will run complete projects — framing the question, gathering data with SQL, engineering features, choosing and tuning models — and learn to explain and deploy the results.',
    overview: [
      'Knowing the algorithms is only part of a data scientist’s job. Most of the value comes from framing the right question, getting the right data, and turning a model into a decision that someone can act on. This course is about that applied craft.',
      'You will work through a series of end-to-end projects drawn from common business problems: forecasting demand, predicting customer churn, segmenting customers and detecting anomalies. Along the way we cover querying data with SQL, feature engineering, handling imbalanced and missing data, cross-validation and hyperparameter tuning, and model interpretation with techniques such as feature importance and SHAP values.',
      'We also cover the steps after modelling: presenting results to decision-makers, packaging a model so others can use it, and monitoring it once it is live. You finish with a capstone project on a data set of your choice, ready to present to employers.',
    ],
    outcomes: [
      'Frame business problems as data science questions with clear success measures',
      'Extract and prepare data with SQL and pandas',
      'Engineer features and handle missing and imbalanced data',
      'Select, tune and validate models with scikit-learn',
      'Interpret models and explain their predictions',
      'Communicate results in reports and dashboards',
      'Package a model for use by others and monitor it over time',
    ],
    audience: [
      'Learners who have completed an introductory data science course',
      'Analysts ready to move from reporting to predictive work',
      'Graduates in mathematics, science, engineering or economics',
      'Developers who want to build data products',
    ],
  },
  'contemporary-computing': {
    detailedDescription:
      'A broad introduction to the technologies behind modern life. You will learn how computers and networks work, how the web and cloud services are built, what databases, AI and the Internet of Things do, and how to stay secure. It is an ideal first course before specialising.',
    overview: [
      'Digital technology changes quickly, and it can be hard to see how the pieces fit together. This course gives you a clear map: from the hardware and operating systems inside a computer, through networks and the internet, to the cloud services, data platforms and AI tools that businesses rely on today.',
      'Each topic combines an explanation of the key ideas with a hands-on activity — building a simple web page, writing a short program in Python, querying a database, setting up a cloud service, or checking the security of your own accounts. We also discuss the wider impact of technology: sustainability, accessibility, privacy and the future of work.',
      'By the end you will be comfortable with the vocabulary and concepts used across the IT industry, and in a good position to choose a specialism, whether that is software development, data, cybersecurity or cloud.',
    ],
    outcomes: [
      'Explain how computer hardware, operating systems and software work together',
      'Describe how networks, the internet and the web work',
      'Write simple programs in Python',
      'Understand databases and query data with basic SQL',
      'Describe cloud computing models and use a cloud service',
      'Explain the basics of AI, the Internet of Things and cybersecurity',
      'Discuss the social and ethical impact of digital technology',
    ],
    audience: [
      'Beginners who want a solid foundation before specialising',
      'Career changers exploring a move into IT',
      'Students preparing for a computing degree',
      'Professionals who work alongside IT teams',
    ],
  },
  'big-data-analytics': {
    detailedDescription:
      'Learn how organisations store and analyse data that is too large or too fast for a single machine. You will work with distributed storage, process data with Apache Spark and SQL, handle streaming data, and design pipelines that turn raw data into trustworthy reports and models.',
    overview: [
      'When data runs to billions of rows, or arrives continuously from apps, sensors and transactions, the tools of everyday analysis stop working. Big data platforms spread storage and computation across many machines so that it can be analysed quickly and reliably.',
      'This course explains the ideas behind distributed data processing and gives you hands-on practice with the tools used in industry. You will work with distributed file systems and cloud object storage, process data with Apache Spark using both DataFrames and Spark SQL, and handle real-time data with streaming. We also cover data lakes and lakehouses, columnar file formats such as Parquet, data modelling for analytics, and data quality.',
      'You will design and build a pipeline that ingests raw data, cleans and transforms it, and serves it for reporting and machine learning, and learn how to make it efficient and cost-effective in the cloud.',
    ],
    outcomes: [
      'Explain the principles of distributed storage and processing',
      'Process large data sets with Apache Spark DataFrames and Spark SQL',
      'Ingest and process streaming data',
      'Design data lakes and lakehouses using formats such as Parquet',
      'Model data for analytics and reporting',
      'Build reliable, tested data pipelines',
      'Tune jobs for performance and cost in the cloud',
    ],
    audience: [
      'Data analysts and data scientists working with growing data volumes',
      'Software developers moving into data engineering',
      'Database administrators and BI developers',
      'Graduates aiming for data engineering roles',
    ],
  },
  'machine-learning-on-cloud': {
    detailedDescription:
      'For learners who can already build machine-learning models and want to run them in production. You will use managed cloud ML services to train and tune models at scale, package and deploy them as services, automate pipelines with MLOps practices and monitor models once they are live.',
    overview: [
      'Many machine-learning models never leave the notebook they were built in. Getting a model into production — reliably, securely and at a sensible cost — is a distinct skill, and one that employers value highly. Cloud platforms provide the building blocks; this course teaches you how to put them together.',
      'You will work with the managed machine-learning services of the major cloud providers, with examples on AWS, Microsoft Azure and Google Cloud. We cover storing and versioning data and models, training and hyperparameter tuning on cloud compute, packaging models in containers, and deploying them as real-time endpoints or batch jobs.',
      'The second half of the course focuses on MLOps: automated training and deployment pipelines, experiment tracking, model registries, monitoring for data drift and performance, and controlling access and cost. Your final project takes a model from training to a monitored, deployed service.',
    ],
    outcomes: [
      'Compare the machine-learning services of AWS, Azure and Google Cloud',
      'Train and tune models on cloud compute',
      'Package models in containers and deploy them as endpoints and batch jobs',
      'Build automated training and deployment pipelines',
      'Track experiments and manage models in a registry',
      'Monitor models in production for drift and performance',
      'Secure ML workloads and keep cloud costs under control',
    ],
    audience: [
      'Data scientists who want to deploy their own models',
      'Machine-learning engineers new to the cloud',
      'Cloud and DevOps engineers supporting data science teams',
      'Graduates of our Applied Data Science or Programming for AI courses',
    ],
  },
  'programming-for-ai': {
    detailedDescription:
      'Start from zero and finish able to write the Python that AI work needs. You will learn programming fundamentals, then NumPy, pandas and visualisation, the essential linear algebra and probability, and build machine-learning and neural-network models with scikit-learn and PyTorch.',
    overview: [
      'Python is the language of artificial intelligence. Almost every AI library, research paper and production system uses it. This course teaches you to program in Python with AI in mind, so that everything you learn leads towards building intelligent systems.',
      'We start with the fundamentals — variables, control flow, functions, data structures and object-oriented programming — and good habits such as testing, version control with Git and readable code. You then learn the scientific Python stack: NumPy for numerical computing, pandas for data and Matplotlib for charts, together with the linear algebra, calculus and probability that machine learning is built on, explained through code rather than proofs.',
      'In the final part of the course you will build models with scikit-learn, then write and train neural networks with PyTorch, including an image classifier and a simple text model. You will also learn to call AI services through their APIs.',
    ],
    outcomes: [
      'Write well-structured, tested Python programs',
      'Use Git to manage your code',
      'Work with numerical data in NumPy and tabular data in pandas',
      'Apply the essential linear algebra, calculus and probability in code',
      'Build and evaluate machine-learning models with scikit-learn',
      'Design and train neural networks with PyTorch',
      'Use AI services through their APIs in your own programs',
    ],
    audience: [
      'Beginners who want to learn programming with a focus on AI',
      'Students in science, engineering or mathematics',
      'Analysts and researchers who want to automate their work',
      'Anyone planning to go on to advanced AI or machine-learning courses',
    ],
  },
  'artificial-intelligence-for-iot': {
    detailedDescription:
      'Learn to build intelligent Internet of Things systems. You will collect and process sensor data, train models for anomaly detection and predictive maintenance, run compact models on edge devices, connect devices to IoT cloud platforms and secure the whole system.',
    overview: [
      'Billions of devices — from factory machines and smart meters to wearables and vehicles — now produce a constant stream of data. Artificial intelligence turns that data into action: spotting a failing motor before it breaks, adjusting heating to occupancy, or recognising a spoken command without a round trip to the cloud.',
      'This course brings together IoT and AI. You will learn how IoT systems are designed, from sensors and microcontrollers through messaging protocols such as MQTT to cloud IoT platforms. You will then process time-series sensor data, build models for anomaly detection, forecasting and classification, and learn to shrink models so that they run on low-power edge devices using TinyML techniques.',
      'We also cover the practicalities of real deployments: updating models on devices in the field, working with limited connectivity and power, and securing devices and data end to end. Your final project is an end-to-end prototype that senses, predicts and acts.',
    ],
    outcomes: [
      'Design IoT architectures from device to cloud',
      'Collect sensor data and send it with protocols such as MQTT',
      'Clean and analyse time-series sensor data',
      'Build models for anomaly detection, forecasting and predictive maintenance',
      'Optimise and deploy models on edge devices with TinyML techniques',
      'Use cloud IoT platforms to manage devices and data',
      'Secure IoT devices, networks and data',
    ],
    audience: [
      'Embedded and electronics engineers adding AI to their products',
      'Data scientists working with sensor and machine data',
      'Engineers in manufacturing, energy, transport and smart buildings',
      'Graduates with programming experience who want to specialise in edge AI',
    ],
  },
} as const satisfies Record<CourseSlug, CourseDetails>
