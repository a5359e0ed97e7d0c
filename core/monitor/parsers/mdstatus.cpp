#include "monitor/parsers/mdstatus.h"

bool MdArray::degraded() const
{
    if (raidDisks && workingDisks && *workingDisks < *raidDisks)
        return true;
    if (slotMap.contains(QLatin1Char('_')))
        return true;
    // A failed member that nobody removed stays listed as sdc[3](F) after a spare took its slot
    // ([3/3] [UUU], captured in the virtual lab): the counts say whether redundancy is missing.
    if (raidDisks && workingDisks)
        return false;
    return !failedMembers().isEmpty();
}

QStringList MdArray::failedMembers() const
{
    QStringList names;
    for (const MdMember &member : members) {
        if (member.faulty)
            names << member.device;
    }
    return names;
}

QStringList MdArray::spareMembers() const
{
    QStringList names;
    for (const MdMember &member : members) {
        if (member.spare)
            names << member.device;
    }
    return names;
}
