#include "monitor/mdstatus.h"

bool MdArray::degraded() const
{
    if (raidDisks && workingDisks && *workingDisks < *raidDisks)
        return true;
    if (slotMap.contains(QLatin1Char('_')))
        return true;
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
